/**
 * What a website's copy may not say unless the owner said it (issue 39), beside the invented facts of
 * invented-facts.ts: where the business is without an address, and a hero button naming a page it does not
 * open (it opens the contact page). Copy for a service the owner did not pick is dropped by the copywriter
 * (openai.ts). Pure; the OpenAI copywriter's answers are checked with it, and the built-in copywriter's are
 * tested against it.
 */
import type { SiteCopy } from '../../schemas/site-copy.ts';

export interface OwnerChoices {
  /** The owner gave an address (the wizard's, or their listing's). */
  hasAddress: boolean;
}

const WHERE: Record<'en' | 'fr', RegExp> = {
  en: /\b(where|find us|located|location|directions|get here|parking)\b/i,
  fr: /(?<![\p{L}])(où|nous trouver|situés?|itinéraire|adresse|stationnement)(?![\p{L}])/iu,
};
const OTHER_PAGE: Record<'en' | 'fr', RegExp> = {
  en: /\b(menu|shop|events?|calendar)\b/i,
  fr: /(?<![\p{L}])(menu|carte|boutique|événements?|calendrier)(?![\p{L}])/iu,
};

export function findUnsupportedClaims(copy: SiteCopy, lang: 'en' | 'fr', given: OwnerChoices): string[] {
  const problems: string[] = [];
  if (!given.hasAddress) {
    copy.faq.forEach((f, i) => {
      if (WHERE[lang].test(f.question) || WHERE[lang].test(f.answer)) {
        problems.push(`faq.${i}: says where the business is, but the owner gave no address`);
      }
    });
  }
  const cta = OTHER_PAGE[lang].exec(copy.hero.primaryCta);
  if (cta) problems.push(`hero.primaryCta: the button opens the contact page, so it cannot name the ${cta[0]}`);
  return problems;
}

/** What the built-in copywriters wrote before issue 39 for a business with no address, and the old menu button. */
const OLD_NOWHERE = [
  /^Call .+ and we will tell you how to find us\.$/,
  /^Appelez-nous au .+ et nous vous indiquerons comment nous trouver\.$/,
];
const OLD_MENU_CTA = 'See the menu';
const CONTACT_CTA = 'Book a table';

function copyWithoutOldClaims(copy: SiteCopy, hasAddress: boolean): SiteCopy {
  const faq = hasAddress ? copy.faq : copy.faq.filter((f) => !OLD_NOWHERE.some((re) => re.test(f.answer.trim())));
  const cta = copy.hero.primaryCta === OLD_MENU_CTA;
  if (faq.length === copy.faq.length && !cta) return copy;
  return { ...copy, faq, hero: cta ? { ...copy.hero, primaryCta: CONTACT_CTA } : copy.hero };
}

/**
 * A stored spec without what the old copywriters said unasked: the no-address 'how to find us' answer and
 * a 'See the menu' button that opened the contact page. Only their exact words go (an owner's own stay).
 * The same object when nothing changed. Applied by the data migration 0024 (strip-invented-facts.ts).
 */
type WithCopy = { business: { address: unknown }; copy: SiteCopy; secondCopy?: SiteCopy | null };

export function withoutOldClaims<T extends WithCopy>(spec: T): T {
  const hasAddress = spec.business.address != null;
  const copy = copyWithoutOldClaims(spec.copy, hasAddress);
  const secondCopy = spec.secondCopy ? copyWithoutOldClaims(spec.secondCopy, hasAddress) : spec.secondCopy;
  return copy === spec.copy && secondCopy === spec.secondCopy ? spec : { ...spec, copy, secondCopy };
}
