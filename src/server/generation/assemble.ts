/**
 * From a validated wizard request and the business record to the copywriter's request and the
 * renderer's site spec. Pure (no I/O), so the same steps serve drafts, examples and the ZIP.
 */
import {
  CUSTOM_TYPE_SLUG,
  findService,
  findSubCategory,
  findType,
  nicheLabel,
  normalisePages,
  toSlug,
} from '../../shared/catalogue/catalogue.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import {
  SITE_SPEC_VERSION,
  siteBusinessSchema,
  type SiteBusiness,
  type SiteSpec,
  type SiteSpecInput,
} from '../../schemas/site-spec.ts';
import type { GenerateWebsiteInput } from '../../schemas/wizard.ts';
import type { CopyRequest } from '../ai/copywriter.ts';
import type { BusinessRecord } from './business-record.ts';
import { renameInCopy } from '../../features/site-renderer/business-name.ts';
import { languagesOf, type SiteLanguage } from '../../shared/languages.ts';
import { provinceName } from '../../shared/locations.ts';
import { givenAddress } from '../../schemas/creator-address.ts';

export interface Chosen {
  typeSlug: string;
  typeName: string;
  schemaType: string;
  subCategory: string;
  subCategoryName: string;
  pages: ReturnType<typeof normalisePages>;
  services: { slug: string; name: string; summary: string }[];
}

/** Resolves the request's slugs against the catalogue (the request is already validated). */
export function resolveChoices(req: GenerateWebsiteInput): Chosen {
  const type = findType(req.websiteType)!;
  const custom = req.websiteType === CUSTOM_TYPE_SLUG;
  const subCategoryName = custom ? nicheLabel(req.customNiche) : findSubCategory(type, req.businessSubCategory)!;
  const pages = normalisePages(type, req.selectedPages);
  const services = pages.includes('services')
    ? [...new Set(req.selectedServices.map(toSlug))].map((slug) => {
        const s = findService(type, slug)!;
        return { slug, name: s.name, summary: s.summary };
      })
    : [];
  return {
    typeSlug: custom ? CUSTOM_TYPE_SLUG : toSlug(type.name),
    typeName: custom ? subCategoryName : type.name,
    schemaType: type.schemaType,
    subCategory: toSlug(subCategoryName),
    subCategoryName,
    pages,
    services,
  };
}

/** The label a draft is listed under: 'Draft {n} - {website_category}'. */
export function websiteCategory(req: GenerateWebsiteInput): string {
  return resolveChoices(req).subCategoryName;
}

/** Where the business is: the address the owner gave in the wizard, else their listing's, else none. */
export function siteAddress(req: GenerateWebsiteInput, record: BusinessRecord): SiteBusiness['address'] {
  const given = givenAddress(req.businessAddress);
  if (!given) return record.address;
  const postalCode = given.postal_code?.toUpperCase().replace(/^(\w{3})[ -]?(\w{3})$/, '$1 $2') ?? null;
  const { street_address: street = null, city, state_code: province } = given;
  return { street, city, province: provinceName(province), postalCode, country: 'CA' };
}

/** The copywriter's request in one language (the site's main language when not given). */
export function copyRequestFor(
  req: GenerateWebsiteInput,
  record: BusinessRecord,
  variant: number,
  language?: SiteLanguage,
): CopyRequest {
  const chosen = resolveChoices(req);
  const address = siteAddress(req, record);
  return {
    language: language ?? languagesOf(req.languages)[0]!,
    businessName: req.businessName,
    overview: req.businessBriefExplaination,
    websiteType: chosen.typeSlug,
    typeName: chosen.typeName,
    subCategoryName: chosen.subCategoryName,
    subCategory: chosen.subCategory,
    pages: chosen.pages,
    services: chosen.services,
    city: address?.city ?? null,
    province: address?.province ?? null,
    street: address?.street ?? null,
    postalCode: address?.postalCode ?? null,
    phone: req.contactNumber,
    email: req.contactEmail,
    variant,
  };
}

export interface AssembleInput {
  request: GenerateWebsiteInput;
  record: BusinessRecord;
  copy: SiteCopy;
  /** The copy in the second language (request.languages names it), or null for one language. */
  secondCopy?: SiteCopy | null;
  baseUrl: string;
  platformUrl: string;
  logo: { file: string; contentType: string } | null;
  ogImage: 'assets/og.jpg' | 'assets/preview.svg';
  year: number;
  demo?: boolean;
}

export function assembleSpec(input: AssembleInput): SiteSpecInput {
  const { request: req, record } = input;
  const chosen = resolveChoices(req);
  return {
    version: SITE_SPEC_VERSION,
    baseUrl: input.baseUrl,
    platformUrl: input.platformUrl,
    business: {
      formId: record.formId,
      name: req.businessName,
      overview: req.businessBriefExplaination,
      phone: req.contactNumber,
      email: req.contactEmail,
      hours: record.hours,
      address: siteAddress(req, record),
      social: record.social,
    },
    websiteType: chosen.typeSlug,
    typeName: chosen.typeName,
    subCategory: chosen.subCategory,
    subCategoryName: chosen.subCategoryName,
    design: {
      headerType: req.headerType,
      footerType: req.footerType,
      primaryColor: req.primaryColor,
      secondaryColor: req.secondaryColor,
      darkFontColor: req.darkFontColor,
      lightFontColor: req.lightFontColor,
      headingFont: req.headingFont,
      contentFont: req.contentFont,
      logo: input.logo,
    },
    pages: chosen.pages,
    services: chosen.services.map(({ slug, name }) => ({ slug, name })),
    languages: languagesOf(req.languages),
    copy: input.copy,
    secondCopy: input.secondCopy ?? null,
    ogImage: input.ogImage,
    schemaType: chosen.schemaType,
    year: input.year,
    demo: input.demo ?? false,
  };
}

/**
 * A generated site's business details after the owner edits their directory listing (one business
 * record): the listing's name, overview, phone, hours, address and social links replace the site's,
 * field by field, where the listing's value fits the site; the site's contact email stays.
 */
export function businessFromRecord(current: SiteBusiness, record: BusinessRecord): SiteBusiness {
  if (!record.listingId)
    return record.formId && record.formId !== current.formId ? { ...current, formId: record.formId } : current;
  const fits = <K extends keyof SiteBusiness>(key: K, value: unknown): value is SiteBusiness[K] =>
    value != null && siteBusinessSchema.shape[key].safeParse(value).success;
  return {
    ...current,
    formId: record.formId ?? current.formId,
    name: fits('name', record.name) ? record.name : current.name,
    overview: fits('overview', record.description) ? record.description : current.overview,
    phone: fits('phone', record.phone) ? record.phone : current.phone,
    hours: fits('hours', record.hours) ? record.hours : current.hours,
    address: fits('address', record.address) ? record.address : current.address,
    social: record.social,
  };
}

/**
 * A stored spec brought in line with the business record: its details (businessFromRecord) and, when
 * the name changed, the copy's mentions of the old name. Every reader of a stored spec that renders
 * it goes through here (the editor's working copy, publishing, drafts refreshed after a listing edit).
 */
export function specWithRecord<T extends Pick<SiteSpec, 'business' | 'copy'> & { secondCopy?: SiteSpec['secondCopy'] }>(
  spec: T,
  record: BusinessRecord,
): T {
  const business = businessFromRecord(spec.business, record);
  if (business === spec.business) return spec;
  const rename = (copy: SiteCopy) => renameInCopy(copy, spec.business.name, business.name);
  return {
    ...spec,
    business,
    copy: rename(spec.copy),
    ...(spec.secondCopy ? { secondCopy: rename(spec.secondCopy) } : {}),
  };
}
