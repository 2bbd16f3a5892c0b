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

export const signupAgreementHtml = (): string =>
  `<p class="muted small">${SIGNUP_AGREEMENT.before}<a href="${LEGAL_PAGES.en.terms}">${SIGNUP_AGREEMENT.terms}</a>${SIGNUP_AGREEMENT.and}` +
  `<a href="${LEGAL_PAGES.en.privacy}">${SIGNUP_AGREEMENT.privacy}</a>${SIGNUP_AGREEMENT.after}</p>`;
