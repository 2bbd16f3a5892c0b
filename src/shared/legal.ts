/**
 * The Terms of Service and Privacy Policy addresses (issue 39), in both languages, for every place that links them:
 * the footer, checkout, sign-up and the footer of every email. French pages follow the directory's scheme (/fr/...).
 */
export const LEGAL_PAGES = {
  en: { terms: '/terms/', privacy: '/privacy/' },
  fr: { terms: '/fr/conditions-utilisation/', privacy: '/fr/confidentialite/' },
} as const;

/** The sentence under every sign-up button, as HTML (the static forms) and as its parts (the islands). */
export const SIGNUP_AGREEMENT = {
  before: 'By registering you agree to the ',
  terms: 'Terms of Service',
  and: ' and ',
  privacy: 'Privacy Policy',
  after: '.',
};

/** The sentence as HTML, in the language of its parts (the French sign-up passes its own, issue 42). */
export const signupAgreementHtml = (
  words: typeof SIGNUP_AGREEMENT = SIGNUP_AGREEMENT,
  lang: keyof typeof LEGAL_PAGES = 'en',
): string =>
  `<p class="muted small">${words.before}<a href="${LEGAL_PAGES[lang].terms}">${words.terms}</a>${words.and}` +
  `<a href="${LEGAL_PAGES[lang].privacy}">${words.privacy}</a>${words.after}</p>`;
