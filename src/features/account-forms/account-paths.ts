/**
 * The pages of the account forms and of the links emailed about an account, in each language (issue 42): an email
 * in French links the French page. French paths follow the site's French slugs (/fr/annuaire/, /fr/statut-avis/).
 * Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';

export type AccountPage = 'login' | 'signup' | 'reset' | 'confirmAccount' | 'confirmEmail';

export const ACCOUNT_PATHS: Record<Lang, Record<AccountPage, string>> = {
  en: {
    login: '/login/',
    signup: '/get-started/',
    reset: '/reset-password/',
    confirmAccount: '/confirm-account/',
    confirmEmail: '/confirm-email/',
  },
  fr: {
    login: '/fr/connexion/',
    signup: '/fr/inscription/',
    reset: '/fr/mot-de-passe/',
    confirmAccount: '/fr/confirmer-compte/',
    confirmEmail: '/fr/confirmer-courriel/',
  },
};

/** The claim page (issues 39, 42), which claim invitations and a listing's 'Claim this listing' open. */
export const CLAIM_PATHS: Record<Lang, string> = { en: '/claim-listing/', fr: '/fr/reclamer-fiche/' };

/** The language of a form's `language` field (the French pages send 'fr'); anything else is English. */
export const formLang = (value: unknown): Lang => (value === 'fr' ? 'fr' : 'en');
