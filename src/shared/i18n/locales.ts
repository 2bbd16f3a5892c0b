/**
 * The `lang` attribute and hreflang of each language (Canadian English and French), on its own so that a script
 * needing only these (the cart, issue 40) does not carry the message catalogues i18n.ts imports. Pure.
 */
export const LOCALES = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<string, string>;
