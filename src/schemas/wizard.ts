/**
 * The website creator's payload (spec §7 generate-website, multipart), shared by the wizard island
 * and the generate-website function: design choices from the offered lists, pages and services
 * from the catalogue, the step 3 details with the §5 creator messages, and the logo rules.
 */
import { preprocess, z } from './z.ts';
import { text } from './text.ts';
import { creatorDetailsSchema } from './business.ts';
import { creatorAddressSchema } from './creator-address.ts';
import { CONTENT_FONTS, HEADING_FONTS } from '../shared/catalogue/fonts.ts';
import { LANGUAGE_CHOICES } from '../shared/languages.ts';
import {
  CUSTOM_TYPE_SLUG,
  PAGE_IDS,
  findService,
  findSubCategory,
  findType,
  isSelectable,
} from '../shared/catalogue/catalogue.ts';

export const HEADER_TYPES = ['Transparent', 'Non-Transparent'] as const;
export const FOOTER_TYPES = ['Unified', 'Dual-Section'] as const;
export type HeaderType = (typeof HEADER_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPE_MESSAGE = 'Your logo must be an image file (PNG, JPG, WebP or GIF).';
export const LOGO_SIZE_MESSAGE = 'Your logo must be 2 MB or smaller.';
export const CUSTOM_NICHE_MESSAGE = 'Please enter a custom niche.';
export const SEARCH_QUERY_MESSAGE = 'Please enter a search query.';

const colour = (label: string) =>
  z.pipe(
    text({ error: `Choose a ${label} colour.` }).check(
      z.regex(/^#[0-9a-fA-F]{6}$/, `The ${label} colour must be a colour such as #3a3da3.`),
    ),
    z.transform((c) => c.toLowerCase()),
  );

/** Step 2 design choices (stored in the wizard, sent with the generation request). */
export const designSchema = z.object({
  headerType: z.enum(HEADER_TYPES, { error: 'Choose a Transparent or Non-Transparent header.' }),
  footerType: z.enum(FOOTER_TYPES, { error: 'Choose a Unified or Dual-Section footer.' }),
  primaryColor: colour('primary'),
  secondaryColor: colour('secondary'),
  darkFontColor: colour('dark font'),
  lightFontColor: colour('light font'),
  headingFont: z.enum(HEADING_FONTS as [string, ...string[]], { error: 'Choose a heading font from the list.' }),
  contentFont: z.enum(CONTENT_FONTS as [string, ...string[]], { error: 'Choose a content font from the list.' }),
});
export type Design = z.infer<typeof designSchema>;

export const customNicheSchema = text({ error: CUSTOM_NICHE_MESSAGE }).check(
  z.trim(),
  z.minLength(1, CUSTOM_NICHE_MESSAGE),
  z.maxLength(60, 'Your niche must be a maximum of 60 characters.'),
  z.regex(/^[\p{L}\p{N} &'’-]+$/u, 'Your niche may only contain letters, numbers, spaces, dashes and apostrophes.'),
);

/** Multipart fields arrive as text: lists are JSON text (spec §7); arrays pass through. */
const jsonList = <T extends z.ZodMiniType>(item: T, message: string) =>
  preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(item, { error: message }).check(z.maxLength(20, message)),
  );

/** A multipart object field arrives as JSON text; an object passes through. */
const jsonObject = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return value.trim() ? JSON.parse(value) : {};
    } catch {
      return value;
    }
  }, schema);

const details = creatorDetailsSchema.shape;

export const generateWebsiteSchema = z
  .extend(designSchema, {
    websiteType: text({ error: 'Choose a business type.' }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Choose a business type.'),
    ),
    customNiche: z._default(z.optional(text().check(z.trim(), z.maxLength(60))), ''),
    businessSubCategory: z._default(z.optional(text().check(z.trim(), z.toLowerCase(), z.maxLength(80))), ''),
    selectedPages: jsonList(z.enum(PAGE_IDS), 'Choose the pages from the list.'),
    selectedServices: jsonList(text().check(z.maxLength(60)), 'Choose the services from the list.'),
    businessName: details.business_name,
    businessBriefExplaination: details.business_brief_explanation,
    contactNumber: details.business_contact_number,
    contactEmail: details.contact_email,
    /** Optional (issue 39): without it the site says nothing about where the business is. */
    businessAddress: z._default(z.optional(jsonObject(creatorAddressSchema)), {}),
    /** Photos uploaded in the wizard (POST /api/site/photos) for the new site; the first becomes its hero. */
    /** English, French or both, the first one first (issue 31); Quebec addresses default to 'fr-en' in the wizard. */
    languages: z._default(
      z.optional(z.enum(LANGUAGE_CHOICES, { error: 'Choose the language of your website.' })),
      'en',
    ),
    photoIds: z._default(
      z.optional(jsonList(z.string().check(z.regex(/^[0-9a-f]{16}$/)), 'Upload your photo again.')),
      [],
    ),
  })
  .check(
    z.superRefine((data, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (data.websiteType === CUSTOM_TYPE_SLUG) {
        const niche = customNicheSchema.safeParse(data.customNiche);
        if (!niche.success) issue('customNiche', niche.error.issues[0]!.message);
      }
      const type = findType(data.websiteType);
      if (!type || !isSelectable(type)) return issue('websiteType', 'Choose one of the available business types.');
      if (data.websiteType !== CUSTOM_TYPE_SLUG && !findSubCategory(type, data.businessSubCategory)) {
        issue('businessSubCategory', `Choose what type of ${type.name.toLowerCase()} you are from the list.`);
      }
      const offPage = data.selectedPages.find((p) => p !== 'home' && !type.pages.includes(p));
      if (offPage) issue('selectedPages', `A ${type.name.toLowerCase()} website cannot have a ${offPage} page.`);
      const unknown = data.selectedServices.find((s) => !findService(type, s));
      if (unknown) issue('selectedServices', `"${unknown}" is not one of the ${type.name.toLowerCase()} services.`);
      if (data.selectedPages.includes('services') && data.selectedServices.length === 0) {
        issue('selectedServices', 'Choose at least one service for your Services page.');
      }
    }),
  );
export type GenerateWebsiteInput = z.infer<typeof generateWebsiteSchema>;

/** The logo rules, checked on the declared type and size (the server also checks the bytes). */
export function checkLogo(file: { type: string; size: number }): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  if (file.size === 0) return LOGO_TYPE_MESSAGE;
  return undefined;
}
