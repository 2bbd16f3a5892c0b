import { describe, expect, it } from 'vitest';
import {
  approvedReviewEmail,
  leadEmail,
  reviewDecisionEmail,
  withUnsubscribe,
} from '../../src/server/mail/templates.ts';
import { csvCell, toLeadsCsv } from '../../src/server/messages/leads-csv.ts';
import { moderationText } from '../../src/features/inbox/inbox.ts';
import { visibilityNotice } from '../../src/server/rebuild/build-hook.ts';

describe('emails', () => {
  it('escape what visitors wrote in the HTML part and keep it readable in the text part', () => {
    const mail = leadEmail({
      businessName: 'Maple',
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'T',
      email: 'a@b.ca',
      message: 'Hi <script>',
      source: 'listing',
      inboxUrl: 'http://x/dashboard',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Hi <script>');
  });

  it('always end with the unsubscribe link and the Terms and Privacy Policy, in both parts', () => {
    const mail = withUnsubscribe(
      approvedReviewEmail({
        businessName: 'Maple',
        firstName: 'Ada',
        lastName: 'Tremblay',
        rating: 4,
        message: 'Nice',
        listingUrl: 'http://x/l',
        inboxUrl: 'http://x/d',
      }),
      'http://x/email/unsubscribe/abc',
    );
    expect(mail.subject).toBe('New 4-star review for Maple');
    expect(mail.text).toMatch(
      /unsubscribe: http:\/\/x\/email\/unsubscribe\/abc\nTerms of Service: http:\/\/x\/terms\/\nPrivacy Policy: http:\/\/x\/privacy\/\n$/,
    );
    expect(mail.html).toContain(
      '<a href="http://x/terms/">Terms of Service</a> · <a href="http://x/privacy/">Privacy Policy</a>',
    );
    expect(mail.html).toContain('<a href="http://x/email/unsubscribe/abc">Unsubscribe</a>');
    expect(mail.text).toContain('Ada T.');
  });

  it('tell a review author why a rejection happened, in a plain sentence', () => {
    const mail = reviewDecisionEmail({
      businessName: 'Maple',
      firstName: 'Ada',
      status: 'rejected',
      reason: 'off-topic',
      statusUrl: 'http://x/s',
    });
    expect(mail.text).toContain(
      'Your review was not published because it is not about an experience with this business.',
    );
    expect(mail.text).not.toContain('Off-topic:');
  });

  it('tell a French review author the decision in French (issue 42)', () => {
    const d = { businessName: 'Café Lévis', firstName: 'Léa', statusUrl: 'http://x/fr/statut-avis/?id=1' };
    const rejected = reviewDecisionEmail({ ...d, status: 'rejected', reason: 'spam' }, 'fr');
    expect(rejected.lang).toBe('fr');
    expect(rejected.subject).toBe('Votre avis sur Café Lévis n’a pas été publié');
    expect(rejected.text).toContain('Bonjour Léa,');
    expect(rejected.text).toContain('Votre avis n’a pas été publié parce qu’il contient des liens');
    expect(rejected.html).toContain('Statut de votre avis</a>');
    const approved = reviewDecisionEmail({ ...d, status: 'approved', reason: null }, 'fr');
    expect(approved.subject).toBe('Votre avis sur Café Lévis est approuvé');
    expect(approved.text).toContain('Il paraîtra sur la fiche après la prochaine mise à jour de l’annuaire.');
    expect(approved.text).not.toMatch(/\b(Your|review|Hello)\b/);
  });
});

describe('leads CSV', () => {
  it('quotes commas, quotes and newlines, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell(null)).toBe('');
    expect(toLeadsCsv([])).toBe('received_at,business,first_name,last_name,email,phone,source,message\r\n');
  });
});

describe('inbox words', () => {
  it('shows the moderation status with its reason', () => {
    expect(moderationText({ status: 'approved', moderation_reason: null })).toBe('Approved');
    expect(moderationText({ status: 'pending', moderation_reason: null })).toBe('Waiting for moderation');
    expect(moderationText({ status: 'pending', moderation_reason: 'spam' })).toBe(
      'Waiting for moderation (held: Spam: it contains links or advertising)',
    );
    expect(moderationText({ status: 'rejected', moderation_reason: 'rate-limit' })).toBe(
      'Rejected: Rate limit: too many reviews in a short time',
    );
  });

  it('says when a change shows', () => {
    expect(visibilityNotice(true)).toBe(
      'Live now on your listing page. Directory lists and search show it within the hour.',
    );
    expect(visibilityNotice(false)).toBe(
      'Live now on your listing page. Directory lists and search show it within a few minutes.',
    );
  });
});

describe('reply to a lead by email (issue 18)', () => {
  it('opens a mail to the sender with the subject filled in', async () => {
    const { replyHref } = await import('../../src/features/inbox/inbox.ts');
    const href = replyHref({ email: 'chloe@example.ca', business_name: 'Maple Bakery', message: 'Do you cater?' });
    expect(href.startsWith('mailto:chloe@example.ca?subject=Re%3A%20your%20message%20to%20Maple%20Bakery')).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1]!)).toContain('> Do you cater?');
  });
});
