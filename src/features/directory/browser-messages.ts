/**
 * The strings the directory list island shows (issue 31), picked from the page's one catalogue on the
 * server and passed as props: the island never ships another language's catalogue. Pure.
 */
import { pick, type Lang, type Messages } from '../../shared/i18n/i18n.ts';

export const BROWSER_KEYS = [
  'search.label',
  'search.name',
  'search.category',
  'search.allCategories',
  'search.submit',
  'search.clear',
  'search.searching',
  'search.error',
  'search.showing.one',
  'search.showing.other',
  'search.tooShort',
  'search.noMatch',
  'dir.empty',
  'dir.emptyFilter',
  'dir.noBusinessesYet',
  'dir.inPlace',
  'dir.ownBusiness',
  'dir.addYourBusiness',
  'dir.itIsFree',
  'pager.label',
  'pager.previous',
  'pager.next',
  'pager.previousLong',
  'pager.nextLong',
  'pager.page',
  'card.noReviews',
  'reviews.one',
  'reviews.other',
  'badge.verified',
  'badge.verifiedTip',
] as const;
export type BrowserMessages = Pick<Messages, (typeof BROWSER_KEYS)[number]>;

export function browserMessages(lang: Lang): BrowserMessages {
  return pick(lang, BROWSER_KEYS);
}
