/**
 * What happened to a review or message (outcomes.ts) in any language's catalogue (issue 31): the popup uses
 * its page's catalogue, the function the catalogue its caller asked for. Pure.
 */
import type { Messages } from './en.ts';
import type { MessageDelivery, ModerationReason, ReviewStatusValue } from '../outcomes.ts';

/** A held review reads as any pending one: why it waits is the moderators' note, not the reviewer's. */
export function reviewOutcomeFrom(m: Messages, status: ReviewStatusValue, reason: ModerationReason | null): string {
  if (status === 'rejected') return reason ? m[`outcome.rejected.${reason}`] : m['outcome.notPublished'];
  return m['outcome.reviewSubmitted'];
}

export function messageOutcomeFrom(m: Messages, delivery: MessageDelivery | undefined): string {
  if (delivery === 'kept-invited') return m['outcome.messageKeptInvited'];
  if (delivery === 'kept') return m['outcome.messageKept'];
  return m['outcome.messageSent'];
}

/** The language a call asked for (`?lang=fr`): its error and outcome messages come back in it. */
export function requestedLang(url: string): 'en' | 'fr' {
  return new URL(url).searchParams.get('lang') === 'fr' ? 'fr' : 'en';
}
