/**
 * The account forms' words in French (issue 42), key for key with account-texts-en.ts, and the French of every
 * message the account functions and the §5 rules answer in English (`messages`: English → French;
 * tests/unit/account-texts.test.ts checks that none is missing). Its own chunk: only French pages load it. Pure data.
 */
import type { AccountTexts } from './account-texts-en.ts';

const control = 'Ce champ ne peut pas contenir de caractères de contrôle (comme un octet NUL).';
const link24 = 'Ce lien a expiré (les liens fonctionnent 24 heures).';

export const accountTextsFr: AccountTexts = {
  lang: 'fr',
  fields: {
    business_website_url: 'Adresse du site Web',
    email: 'Adresse courriel',
    new_password: 'Nouveau mot de passe',
    business_name: 'Nom de l’entreprise',
    business_email: 'Adresse courriel',
    business_password: 'Mot de passe',
  },
  newPasswordHint: 'De 8 à 35 caractères, avec au moins un chiffre et un de @$!%*#?&.',
  forms: {
    login: { submit: 'Se connecter', busy: 'Connexion…' },
    signup: { submit: 'Créer mon compte', busy: 'Inscription…' },
    affiliate: { submit: 'Joindre le programme de parrainage', busy: 'Inscription…' },
    forgot: {
      submit: 'M’envoyer un lien',
      busy: 'Envoi…',
      heading: 'Mot de passe oublié?',
      intro:
        'Entrez le courriel avec lequel vous vous connectez. S’il a un compte, nous lui envoyons un lien pour ' +
        'choisir un nouveau mot de passe.',
    },
    reset: {
      submit: 'Enregistrer mon nouveau mot de passe',
      busy: 'Enregistrement…',
      heading: 'Choisissez un nouveau mot de passe',
      intro: '',
    },
  },
  agreement: {
    before: 'En vous inscrivant, vous acceptez les ',
    terms: 'conditions d’utilisation',
    and: ' et la ',
    privacy: 'politique de confidentialité',
    after: '.',
  },
  checkInbox: {
    heading: 'Consultez votre boîte de réception',
    sentTo: 'Nous avons envoyé un courriel à',
    openLink:
      'Ouvrez le lien qu’il contient pour confirmer votre adresse et terminer la création de votre compte. ' +
      'Le lien fonctionne une fois, pendant 24 heures; ce que vous avez saisi est gardé jusque-là.',
    taken:
      'Si cette adresse a déjà un compte Main Street, le courriel le dit et donne les liens pour vous connecter et ' +
      'choisir un nouveau mot de passe.',
    useAnother: 'utilisez une autre adresse',
  },
  localMailbox: ['Exécution locale sans courriel : le message est dans la ', 'boîte aux lettres locale', '.'],
  noEmail: 'Aucun courriel après quelques minutes? Regardez dans vos indésirables, ou',
  askAgain: 'demandez-en un autre',
  signedIn: {
    account: 'Vous êtes déjà connecté. Direction votre compte…',
    home: 'Vous êtes déjà connecté. Retour à l’accueil…',
  },
  links: {
    'confirm-signup': {
      intro:
        'Il reste une étape : confirmez votre courriel pour créer votre compte. Vous êtes ensuite connecté et ' +
        'mené là où vous vous êtes inscrit.',
      submit: 'Confirmer mon courriel',
      busy: 'Confirmation…',
    },
    'confirm-email': {
      intro: 'Confirmez cette adresse pour vous connecter à Main Street avec elle dorénavant.',
      submit: 'Confirmer cette adresse',
      busy: 'Confirmation…',
    },
  },
  logIn: 'Se connecter',
  forgotPassword: 'Mot de passe oublié?',
  registerAgain: 'S’inscrire de nouveau',
  accountPage: 'La page de votre compte (en anglais)',
  messages: {
    // The §5 rules (src/shared/account-rules.ts, src/schemas/business.ts).
    'You must provide a business name that is between 2-50 characters.':
      'Indiquez un nom d’entreprise de 2 à 50 caractères.',
    'Your business name must be at least 2 characters.': 'Le nom de l’entreprise doit avoir au moins 2 caractères.',
    'Your business name must be a maximum of 50 characters.':
      'Le nom de l’entreprise doit avoir au plus 50 caractères.',
    'Your business name may only contain letters and numbers.':
      'Le nom de l’entreprise ne peut contenir que des lettres et des chiffres.',
    'You must provide an email address that is between 5-60 characters.':
      'Indiquez une adresse courriel de 5 à 60 caractères.',
    'Your email address must be a maximum of 60 characters.': 'L’adresse courriel doit avoir au plus 60 caractères.',
    'You must provide an email address such as name@yourbusiness.ca':
      'Indiquez une adresse courriel comme nom@votreentreprise.ca',
    'You must provide a password that is between 8-35 characters.': 'Indiquez un mot de passe de 8 à 35 caractères.',
    'Your password must be a minimum of 8 characters.': 'Le mot de passe doit avoir au moins 8 caractères.',
    'Your password must be a maximum of 35 characters.': 'Le mot de passe doit avoir au plus 35 caractères.',
    'Your password must contain supported language letters.': 'Le mot de passe doit contenir des lettres.',
    'Your password must be 8-35 characters and contain at least one number and special character.':
      'Le mot de passe doit avoir de 8 à 35 caractères, dont au moins un chiffre et un caractère spécial.',
    'Business name may not contain control characters (such as a NUL byte).': control,
    'Business email may not contain control characters (such as a NUL byte).': control,
    'Business password may not contain control characters (such as a NUL byte).': control,
    'Email may not contain control characters (such as a NUL byte).': control,
    'New password may not contain control characters (such as a NUL byte).': control,
    // What the account functions answer.
    'Check your inbox: we sent you an email with a link to finish creating your account. It works once, for 24 hours.':
      'Consultez votre boîte de réception : nous vous avons envoyé un lien pour terminer la création de votre ' +
      'compte. Il fonctionne une fois, pendant 24 heures.',
    'The email address or password is incorrect.': 'L’adresse courriel ou le mot de passe est incorrect.',
    ['Please confirm your email address first: open the link we emailed you. No email? Register again to get a ' +
    'new link.']:
      'Confirmez d’abord votre adresse courriel : ouvrez le lien que nous vous avons envoyé. Aucun courriel? ' +
      'Inscrivez-vous de nouveau pour recevoir un nouveau lien.',
    'You are not part of any business on Main Street any more. Ask an owner to invite you again.':
      'Vous ne faites plus partie d’aucune entreprise sur Main Street. Demandez à un propriétaire de vous ' +
      'inviter de nouveau.',
    'An account already exists for this email address. Please log in instead.':
      'Un compte existe déjà pour cette adresse courriel. Connectez-vous plutôt.',
    'Too many login attempts. Please wait 10 minutes and try again.':
      'Trop de tentatives de connexion. Attendez 10 minutes et réessayez.',
    'Too many registration attempts. Please wait 10 minutes and try again.':
      'Trop de tentatives d’inscription. Attendez 10 minutes et réessayez.',
    'Too many registration emails to this address. Please wait an hour and try again.':
      'Trop de courriels d’inscription à cette adresse. Attendez une heure et réessayez.',
    'Too many password reset requests. Please wait an hour and try again.':
      'Trop de demandes de nouveau mot de passe. Attendez une heure et réessayez.',
    'Too many tries. Please wait 10 minutes and try again.': 'Trop d’essais. Attendez 10 minutes et réessayez.',
    'If an account uses this email, we sent it a link to choose a new password. It works once, for 1 hour.':
      'Si un compte utilise ce courriel, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Il ' +
      'fonctionne une fois, pendant 1 heure.',
    'Your password is changed. You can log in.': 'Votre mot de passe est changé. Vous pouvez vous connecter.',
    'Your email address is changed. Use it the next time you log in.':
      'Votre adresse courriel est changée. Utilisez-la à votre prochaine connexion.',
    'This link is not complete. Open it again from the email.':
      'Ce lien est incomplet. Ouvrez-le de nouveau à partir du courriel.',
    // The emailed links' states (src/server/accounts/link-states.ts).
    'This link was already used. Ask for a new one if you still need to change your password.':
      'Ce lien a déjà servi. Demandez-en un nouveau si vous devez encore changer votre mot de passe.',
    'This link has expired (links work for 1 hour). Ask for a new one below.':
      'Ce lien a expiré (les liens fonctionnent 1 heure). Demandez-en un nouveau ci-dessous.',
    'This link is not valid. It may be incomplete: open it again from the email, or ask for a new one below.':
      'Ce lien n’est pas valide. Il est peut-être incomplet : ouvrez-le de nouveau à partir du courriel, ou ' +
      'demandez-en un nouveau ci-dessous.',
    'This link was already used: your account is ready. Log in with your email and password.':
      'Ce lien a déjà servi : votre compte est prêt. Connectez-vous avec votre courriel et votre mot de passe.',
    ['This link has expired (links work for 24 hours). Register again to get a new one: nothing you entered was ' +
    'kept.']:
      `${link24} Inscrivez-vous de nouveau pour en recevoir un autre : rien de ce que vous aviez saisi n’a été ` +
      'gardé.',
    'This link is not valid. It may be incomplete: open it again from the email, or register again.':
      'Ce lien n’est pas valide. Il est peut-être incomplet : ouvrez-le de nouveau à partir du courriel, ou ' +
      'inscrivez-vous de nouveau.',
    'This link was already used.': 'Ce lien a déjà servi.',
    ['This link has expired (links work for 24 hours). Ask for the change again on your account ' + 'page.']:
      `${link24} Demandez le changement de nouveau sur la page de votre compte.`,
    'This link is not valid. Open it again from the email.':
      'Ce lien n’est pas valide. Ouvrez-le de nouveau à partir du courriel.',
    'This address got a Main Street login meanwhile. Nothing was changed.':
      'Cette adresse a obtenu entre-temps une connexion Main Street. Rien n’a été changé.',
  },
};
