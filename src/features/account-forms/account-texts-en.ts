/**
 * The account forms' words in English (issue 42; account-texts-fr.ts is the French twin): the forms, the 'check your
 * inbox' panels and the pages emailed links open. The forms' script carries only its page's language (the French
 * file is its own chunk, loaded on French pages). Pure data.
 */
import { SIGNUP_AGREEMENT } from '../../shared/legal.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

export const accountTextsEn = {
  lang: 'en' as Lang,
  fields: {
    business_website_url: 'Website URL',
    email: 'Email address',
    new_password: 'New password',
    business_name: 'Business name',
    business_email: 'Email address',
    business_password: 'Password',
  },
  newPasswordHint: '8-35 characters, with at least one number and one of @$!%*#?&.',
  forms: {
    login: { submit: 'Login', busy: 'Logging in…' },
    signup: { submit: 'Register account', busy: 'Registering…' },
    affiliate: { submit: 'Join the referral program', busy: 'Registering…' },
    forgot: {
      submit: 'Email me a link',
      busy: 'Sending…',
      heading: 'Forgot your password?',
      intro: 'Enter the email you sign in with. If it has an account, we email it a link to choose a new password.',
    },
    reset: { submit: 'Save my new password', busy: 'Saving…', heading: 'Choose a new password', intro: '' },
  },
  agreement: SIGNUP_AGREEMENT,
  checkInbox: {
    heading: 'Check your inbox',
    sentTo: 'We sent an email to',
    openLink:
      'Open the link in it to confirm your address and finish creating your account. The link works once, for 24 ' +
      'hours; what you entered is kept until then.',
    taken:
      'If this address already has a Main Street account, the email says so and links to logging in and ' +
      'choosing a new password.',
    useAnother: 'use another address',
  },
  localMailbox: ['Running locally without email: the email is in the ', 'local mailbox', '.'],
  noEmail: 'No email after a few minutes? Look in your spam folder, or',
  askAgain: 'ask again',
  signedIn: {
    account: 'You are already signed in. Taking you to your account…',
    home: 'You are already signed in. Taking you home…',
  },
  links: {
    'confirm-signup': {
      intro:
        'One step left: confirm your email to create your account. You are then signed in and taken on to where you ' +
        'registered.',
      submit: 'Confirm my email',
      busy: 'Confirming…',
    },
    'confirm-email': {
      intro: 'Confirm this address to use it for your Main Street login from now on.',
      submit: 'Confirm this address',
      busy: 'Confirming…',
    },
  },
  logIn: 'Log in',
  forgotPassword: 'Forgot your password?',
  registerAgain: 'Register again',
  accountPage: 'Your account page',
  /** The server's and the rules' English messages in this language (none to change in English). */
  messages: {} as Record<string, string>,
};

export type AccountTexts = typeof accountTextsEn;

/** An English message of the account functions or rules in the texts' language (unchanged when it has none). */
export const inTextsLanguage = (m: AccountTexts, message: string): string => m.messages[message] ?? message;
