/**
 * The website creator's pure logic: saved data and its defaults (spec §3), where the creator
 * starts (§4 creator load), step totals, carousel paging and its arrow lock, and the
 * generate-website form (§7). No I/O; unit-tested.
 */
import {
  CUSTOM_TYPE_SLUG,
  findSubCategory,
  findType,
  isSelectable,
  toSlug,
  type PageId,
} from '../../shared/catalogue/catalogue.ts';
import { DEFAULT_FONT } from '../../shared/catalogue/fonts.ts';
import type { FooterType, HeaderType } from '../../schemas/wizard.ts';
import type { CreatorAddressInput } from '../../schemas/creator-address.ts';
import type { LanguageChoice } from '../../shared/languages.ts';
import { languageChoiceFor, savedLanguageChoice } from './wizard-languages.ts';

export const STORAGE_KEY = 'selectedWebsiteData';
export const SEPARATE_KEYS = ['headerType', 'footerType', 'selectedPages', 'selectedServices'] as const;
export const LOGO_STORAGE_KEY = 'selectedWebsiteLogo';
export const PAGE_SIZE = 4;
export const ARROW_LOCK_MS = 500;
export const PAYMENT_DELAY_MS = 100;
export const POLL_MS = 2000;
export const UNKNOWN_TYPE_LOG = 'No matching website type found';

export interface WizardData {
  websiteType: string;
  customNiche: string;
  currentStep: number;
  businessSubCategory: string;
  headerType: HeaderType;
  footerType: FooterType;
  primaryColor: string;
  secondaryColor: string;
  darkFontColor: string;
  lightFontColor: string;
  headingFont: string;
  contentFont: string;
  selectedPages: PageId[];
  selectedServices: string[];
  business_name: string;
  business_brief_explanation: string;
  contact_number: string;
  contact_email: string;
  /** The business address, optional (issue 39): all four empty, or at least the city and province. */
  street_address: string;
  city: string;
  state_code: string;
  postal_code: string;
  /** The owner's answer to the language question; '' until they choose (the province's default applies). */
  languages: LanguageChoice | '';
}

export const WIZARD_DEFAULTS: WizardData = {
  websiteType: '',
  customNiche: '',
  currentStep: 1,
  businessSubCategory: '',
  headerType: 'Non-Transparent',
  footerType: 'Dual-Section',
  primaryColor: '#3a3da3',
  secondaryColor: '#2aeff3',
  darkFontColor: '#000000',
  lightFontColor: '#ffffff',
  headingFont: DEFAULT_FONT,
  contentFont: DEFAULT_FONT,
  selectedPages: ['home'],
  selectedServices: [],
  business_name: '',
  business_brief_explanation: '',
  contact_number: '',
  contact_email: '',
  street_address: '',
  city: '',
  state_code: '',
  postal_code: '',
  languages: '',
};

/** Reads saved wizard data (any junk falls back to the defaults, key by key). */
export function parseSaved(text: string | null | undefined): WizardData {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const saved = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = { ...WIZARD_DEFAULTS } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(WIZARD_DEFAULTS)) {
    const value = saved[key];
    if (
      Array.isArray(fallback)
        ? Array.isArray(value) && value.every((v) => typeof v === 'string')
        : typeof value === typeof fallback
    )
      out[key] = value;
  }
  out.languages = savedLanguageChoice(saved.languages);
  return out as unknown as WizardData;
}

/**
 * 'Step {n} / 5' (issue 39): type, design, details, account, your website. One total for everyone: it used to be 4
 * until the owner signed in, so 'Step 4 / 4' became 'Step 4 / 5' on the same step.
 */
export const WIZARD_STEP_TOTAL = 5;

export interface LoadFacts {
  signedIn: boolean;
  rank: string | null;
  hasDraft: boolean;
  pending: boolean;
}

/** The saved type is known and selectable (or a custom niche); logs the spec's message when not. */
export function savedTypeIsValid(data: WizardData, log: (message: string) => void = console.log): boolean {
  if (!data.websiteType) return false;
  if (data.websiteType === CUSTOM_TYPE_SLUG) return data.customNiche.trim().length > 0;
  const type = findType(data.websiteType);
  if (!type || !isSelectable(type)) {
    log(UNKNOWN_TYPE_LOG);
    return false;
  }
  return true;
}

/**
 * §4 creator load: a draft means step 7 (paid rank) or 5; a draft still generating means step 6;
 * otherwise resume at the saved step 2-4 (signed in: the 'ready to create' step 4 at the latest),
 * else step 1. An unknown saved type starts at step 1.
 */
export function initialStep(facts: LoadFacts, data: WizardData, log?: (message: string) => void): number {
  if (facts.hasDraft) return facts.rank === 'web-hosting' || facts.rank === 'complete' ? 7 : 5;
  if (facts.pending) return 6;
  const saved = data.currentStep;
  if (saved < 2 || !savedTypeIsValid(data, log)) return 1;
  if (saved <= 4) return saved;
  return facts.signedIn ? 4 : 1;
}

/** The items shown in a carousel window of PAGE_SIZE starting at `start`. */
export function windowOf<T>(items: readonly T[], start: number, size = PAGE_SIZE): T[] {
  return items.slice(start, start + size);
}

/** The next window start after moving by a page in `direction`, kept within the list. */
export function moveWindow(start: number, direction: -1 | 1, length: number, size = PAGE_SIZE): number {
  const last = Math.max(0, length - size);
  return Math.min(last, Math.max(0, start + direction * size));
}

/** Arrows are locked for ARROW_LOCK_MS after a click. */
export function arrowsLocked(lastMoveAt: number | null, now: number): boolean {
  return lastMoveAt !== null && now - lastMoveAt < ARROW_LOCK_MS;
}

/**
 * A type's pages to start with: its defaults without the Services page, which comes with the first service
 * the owner ticks (issue 39: no service is ticked for them, so a site offers only what the owner picked).
 */
function startingPages(pages: readonly PageId[]): PageId[] {
  return pages.filter((p) => p !== 'services');
}

/** Ticking a service turns the Services page on; unticking the last one turns it off. */
export function toggleServiceData(data: WizardData, slug: string, on: boolean): WizardData {
  const selectedServices = on
    ? [...new Set([...data.selectedServices, slug])]
    : data.selectedServices.filter((s) => s !== slug);
  const others = data.selectedPages.filter((p) => p !== 'services');
  return { ...data, selectedServices, selectedPages: selectedServices.length ? [...others, 'services'] : others };
}

/** Choosing a type: its default pages (services once picked), no service ticked, and the first sub-category. */
export function chooseTypeData(data: WizardData, typeName: string, subCategory?: string): WizardData {
  const type = findType(typeName)!;
  const sameType = data.websiteType === toSlug(type.name);
  return {
    ...data,
    websiteType: toSlug(type.name),
    customNiche: '',
    businessSubCategory: toSlug(
      subCategory ?? ((sameType && findSubCategory(type, data.businessSubCategory)) || type.subCategories[0]) ?? '',
    ),
    selectedPages: sameType
      ? data.selectedPages
      : startingPages(['home', ...type.defaultPages.filter((p) => p !== 'home')]),
    selectedServices: sameType ? data.selectedServices : [],
  };
}

/** A custom niche from the search box (step 1). */
export function chooseNicheData(data: WizardData, niche: string): WizardData {
  const type = findType(CUSTOM_TYPE_SLUG)!;
  const wasCustom = data.websiteType === CUSTOM_TYPE_SLUG;
  return {
    ...data,
    websiteType: CUSTOM_TYPE_SLUG,
    customNiche: niche.trim(),
    businessSubCategory: toSlug(niche),
    selectedPages: wasCustom ? data.selectedPages : startingPages(type.defaultPages),
    selectedServices: wasCustom ? data.selectedServices : [],
  };
}

/** The step 3 address as creatorAddressSchema reads it (the island and the function). */
export function addressOf(data: WizardData): CreatorAddressInput {
  const { street_address, city, state_code, postal_code } = data;
  return { street_address, city, state_code, postal_code };
}

/** The §7 multipart fields, in the spec's names (the list fields as JSON text), and the site's languages (issue 31). */
export function generateFields(data: WizardData, provinceCode: string | null = null): Record<string, string> {
  return {
    websiteType: data.websiteType.toLowerCase(),
    customNiche: data.customNiche,
    businessSubCategory: toSlug(data.businessSubCategory),
    headerType: data.headerType,
    footerType: data.footerType,
    primaryColor: data.primaryColor,
    secondaryColor: data.secondaryColor,
    darkFontColor: data.darkFontColor,
    lightFontColor: data.lightFontColor,
    headingFont: data.headingFont,
    contentFont: data.contentFont,
    selectedPages: JSON.stringify(data.selectedPages),
    selectedServices: JSON.stringify(data.selectedServices.map(toSlug)),
    businessName: data.business_name,
    businessBriefExplaination: data.business_brief_explanation,
    contactNumber: data.contact_number,
    contactEmail: data.contact_email,
    businessAddress: JSON.stringify(addressOf(data)),
    languages: languageChoiceFor(data.languages, provinceCode),
  };
}

/** Screenshot lists come as a list of {url}, sometimes as JSON text (spec §3); errors only logged. */
export function screenshotUrl(
  value: unknown,
  log: (message: string, error?: unknown) => void = console.warn,
): string | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch (error) {
      log('Draft screenshot could not be read', error);
      return null;
    }
  }
  const first = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined) : undefined;
  return typeof first?.url === 'string' ? first.url : null;
}

/** What a visitor typed into the home page's hero form (a plain GET form into the creator), trimmed to the field limits. */
export function typedFromSearch(search: string): Pick<WizardData, 'business_name' | 'contact_email'> {
  const params = new URLSearchParams(search);
  const email = params.get('contact_email')?.trim() ?? '';
  return {
    business_name: params.get('business_name')?.trim().slice(0, 50) ?? '',
    contact_email: email.length <= 60 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '',
  };
}

/**
 * Pages that hold facts only the owner knows (prices, dates): nothing is made up for them, so each
 * waits, left out of the site, until the owner adds its first entry: menu items and products in the
 * dashboard's Shop (the catalogue, issue 40), events in the editor. Said before generating.
 */
export const WAITING_PAGE_NOTES = {
  menu: 'Your Menu page waits for your dishes and their prices: we never make them up. After generating, add them in Shop, in your dashboard, and the page appears on your live site.',
  shop: 'Your Shop page waits for your products and their prices: we never make them up. After generating, add them in Shop, in your dashboard, and the page appears on your live site.',
  events:
    'Your Events page waits for your events and their dates: we never make them up. After generating, add them under Events in the website editor, and the page appears.',
} as const satisfies Partial<Record<PageId, string>>;

/** The chosen pages that will wait for the owner's entries, with what to tell them. */
export function pagesWaitingForDetails(
  selectedPages: readonly string[],
): { page: keyof typeof WAITING_PAGE_NOTES; note: string }[] {
  return (Object.keys(WAITING_PAGE_NOTES) as (keyof typeof WAITING_PAGE_NOTES)[])
    .filter((page) => selectedPages.includes(page))
    .map((page) => ({ page, note: WAITING_PAGE_NOTES[page] }));
}
