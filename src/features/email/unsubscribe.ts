/** The unsubscribe page (spec §2 Email unsubscribe). Pure. */
export const UNSUBSCRIBED_TEXT =
  'You have been successfully unsubscribed from future emails. If this was an error, you may re-subscribe at any time.';

/** The id of /email/unsubscribe/{id}, or null when the path has none. */
export function unsubscribeIdFromPath(pathname: string): string | null {
  const match = /^\/email\/unsubscribe\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export type UnsubscribeOutcome = 'done' | 'unknown' | 'error';

/** 200 is done; 400 (malformed) and 404 (unknown) are an unknown link; anything else an error. */
export function outcomeOf(status: number): UnsubscribeOutcome {
  if (status === 200) return 'done';
  if (status === 400 || status === 404) return 'unknown';
  return 'error';
}
