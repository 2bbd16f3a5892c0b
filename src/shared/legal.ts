/**
 * The Terms of Service and Privacy Policy addresses (issue 39), in both languages, for every place that links them:
 * the footer, checkout, sign-up and the footer of every email. French pages follow the directory's scheme (/fr/...).
 */
export const LEGAL_PAGES = {
  en: { terms: '/terms/', privacy: '/privacy/' },
  fr: { terms: '/fr/conditions-utilisation/', privacy: '/fr/confidentialite/' },
} as const;

