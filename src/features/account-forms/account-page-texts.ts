/**
 * The words of the account pages themselves (titles, headings, the lines around the forms) in each language
 * (issue 42): /login/ and /fr/connexion/, /get-started/ and /fr/inscription/, and the pages emailed links open.
 * Rendered at build time or on demand, so no script carries them. Pure data.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';

export interface AccountPageTexts {
  login: { title: string; description: string; heading: string; forgot: string; newHere: string; create: string };
  signup: {
    title: string;
    /** `{plan}`: the free plan's name. */
    description: string;
    step: string;
    heading: string;
    intro: string;
    already: string;
    logIn: string;
  };
  reset: { title: string; description: string; remembered: string; logIn: string };
  confirmAccount: { title: string; description: string };
  confirmEmail: { title: string; description: string };
}

export const ACCOUNT_PAGE_TEXTS: Record<Lang, AccountPageTexts> = {
  en: {
    login: {
      title: 'Login',
      description: 'Log in to your Main Street business account.',
      heading: 'Access your business account now',
      forgot: 'Forgot password?',
      newHere: 'New to Main Street?',
      create: 'Create your free account',
    },
    signup: {
      title: 'Get started',
      description:
        'Create your free Main Street business account in about 30 seconds, then pick a plan: the free {plan} ' +
        'listing or a hosted AI-designed website.',
      step: 'Step 1 of 2',
      heading: 'Create your free business account',
      intro:
        'Registration takes about 30 seconds: we email you a link to confirm your address, then you choose a ' +
        'plan — the free {plan} plan is fine.',
      already: 'Already registered?',
      logIn: 'Log in',
    },
    reset: {
      title: 'Reset your password',
      description: 'Choose a new password for your Main Street account.',
      remembered: 'Remembered it?',
      logIn: 'Log in',
    },
    confirmAccount: {
      title: 'Confirm your email',
      description: 'Confirm your email address to finish creating your Main Street account.',
    },
    confirmEmail: {
      title: 'Confirm your new email',
      description: 'Confirm the new email address of your Main Street login.',
    },
  },
  fr: {
    login: {
      title: 'Connexion',
      description: 'Connectez-vous au compte Main Street de votre entreprise.',
      heading: 'Accédez au compte de votre entreprise',
      forgot: 'Mot de passe oublié?',
      newHere: 'Nouveau sur Main Street?',
      create: 'Créez votre compte gratuit',
    },
    signup: {
      title: 'Inscription',
      description:
        'Créez le compte Main Street gratuit de votre entreprise en 30 secondes environ, puis choisissez un ' +
        'forfait : la fiche gratuite {plan} ou un site Web hébergé conçu par IA.',
      step: 'Étape 1 de 2',
      heading: 'Créez le compte gratuit de votre entreprise',
      intro:
        'L’inscription prend environ 30 secondes : nous vous envoyons un lien pour confirmer votre adresse, puis ' +
        'vous choisissez un forfait — le forfait gratuit {plan} convient.',
      already: 'Déjà inscrit?',
      logIn: 'Se connecter',
    },
    reset: {
      title: 'Nouveau mot de passe',
      description: 'Choisissez un nouveau mot de passe pour votre compte Main Street.',
      remembered: 'Vous vous en souvenez?',
      logIn: 'Se connecter',
    },
    confirmAccount: {
      title: 'Confirmez votre courriel',
      description: 'Confirmez votre adresse courriel pour terminer la création de votre compte Main Street.',
    },
    confirmEmail: {
      title: 'Confirmez votre nouveau courriel',
      description: 'Confirmez la nouvelle adresse courriel de votre connexion Main Street.',
    },
  },
};
