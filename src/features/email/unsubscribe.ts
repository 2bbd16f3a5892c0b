/** The unsubscribe page (spec §2 Email unsubscribe), in English and in French (issue 42). Pure. */
import type { Lang } from '../../shared/i18n/i18n.ts';

export const UNSUBSCRIBED_TEXT =
  'You have been successfully unsubscribed from future emails. If this was an error, you may re-subscribe at any time.';

/** Where an email's unsubscribe link points, in the email's language: the id follows. */
export const UNSUBSCRIBE_PATHS: Record<Lang, string> = { en: '/email/unsubscribe/', fr: '/fr/courriel/desabonnement/' };

/** The page's texts in each language: rendered at build time, so no script carries them. */
export const UNSUBSCRIBE_PAGE: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Email preferences',
    description: 'Unsubscribe from Main Street emails.',
    working: 'Updating your email preferences…',
    done: UNSUBSCRIBED_TEXT,
    unknown: 'We could not find this unsubscribe link, so nothing was changed.',
    unknownHelp:
      'Please use the link from your most recent email, or write to support and we will remove your address for you.',
    error: 'We could not update your preferences right now. Please try the link again in a few minutes.',
    noscript: 'Please turn on JavaScript to confirm your unsubscribe, or write to our support team.',
  },
  fr: {
    title: 'Préférences de courriel',
    description: 'Se désabonner des courriels de Main Street.',
    working: 'Mise à jour de vos préférences de courriel…',
    done:
      'Vous êtes bien désabonné des prochains courriels. Si c’était une erreur, vous pouvez vous réabonner en tout ' +
      'temps.',
    unknown: 'Nous n’avons pas trouvé ce lien de désabonnement : rien n’a été changé.',
    unknownHelp:
      'Utilisez le lien de votre courriel le plus récent, ou écrivez au soutien : nous retirerons votre adresse ' +
      'pour vous.',
    error: 'Impossible de mettre à jour vos préférences pour l’instant. Réessayez le lien dans quelques minutes.',
    noscript: 'Activez JavaScript pour confirmer votre désabonnement, ou écrivez à notre équipe de soutien.',
  },
};

/** The id of /email/unsubscribe/{id} (or its French twin), or null when the path has none. */
export function unsubscribeIdFromPath(pathname: string): string | null {
  const match = /^(?:\/email\/unsubscribe|\/fr\/courriel\/desabonnement)\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export type UnsubscribeOutcome = 'done' | 'unknown' | 'error';

/** 200 is done; 400 (malformed) and 404 (unknown) are an unknown link; anything else an error. */
export function outcomeOf(status: number): UnsubscribeOutcome {
  if (status === 200) return 'done';
  if (status === 400 || status === 404) return 'unknown';
  return 'error';
}
