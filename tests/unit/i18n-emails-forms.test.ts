import { describe, expect, it } from 'vitest';
import { approvedReviewEmail, leadEmail, withUnsubscribe } from '../../src/server/mail/templates.ts';
import {
  interpretResponse,
  validateContact,
  FIELD_MESSAGE_KEYS,
  EMPTY_VALUES,
} from '../../src/features/listing-interactions/contact-form.ts';
import { CATALOGUES, localizeErrorBody } from '../../src/shared/i18n/i18n.ts';
import { reviewOutcomeFrom } from '../../src/shared/i18n/outcomes-in.ts';
import { reviewOutcome } from '../../src/shared/outcomes.ts';

const lead = {
  businessName: 'Café & Co',
  firstName: 'Chloé',
  lastName: 'Roy',
  email: 'c@r.ca',
  phoneNumber: '514 555 0100',
  message: 'Bonjour <b>',
  source: 'listing' as const,
  inboxUrl: 'http://x/dashboard',
};
const review = {
  businessName: 'Café & Co',
  firstName: 'Marc',
  lastName: 'Gagnon',
  rating: 4,
  message: 'Très bon',
  listingUrl: 'http://x/fr/annuaire/l/',
  inboxUrl: 'http://x/d',
};

describe('emails to a business in French (issue 31)', () => {
  it('writes the new-message email in French, escaping what the visitor wrote', () => {
    const mail = withUnsubscribe(leadEmail(lead, 'fr'), 'http://x/u');
    expect(mail.subject).toBe('Nouveau message pour Café & Co\u00a0: Chloé Roy');
    expect(mail.text).toContain(
      'Chloé Roy a envoyé un message à Café & Co par votre fiche dans l’annuaire\u00a0:\n\nBonjour <b>\n\nCourriel\u00a0: c@r.ca\nTéléphone\u00a0: 514 555 0100',
    );
    expect(mail.text).toMatch(/désabonnez-vous\u00a0: http:\/\/x\/u\n/);
    // Issue 39: the legal pages in the email's language end every email.
    expect(mail.text).toMatch(
      /Conditions d’utilisation\u00a0: http:\/\/x\/fr\/conditions-utilisation\/\nPolitique de confidentialité\u00a0: http:\/\/x\/fr\/confidentialite\/\n$/,
    );
    expect(mail.html).toContain('<a href="http://x/fr/confidentialite/">Politique de confidentialité</a>');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(
      '<p><strong>Chloé Roy</strong> a envoyé un message à Café &amp; Co par votre fiche dans l’annuaire\u00a0:</p>',
    );
    expect(mail.html).toContain('Bonjour &lt;b&gt;');
    expect(mail.html).toContain('>Se désabonner</a>');
  });

  it('writes the new-review email in French', () => {
    const mail = approvedReviewEmail(review, 'fr');
    expect(mail.subject).toBe('Nouvel avis 4 étoiles pour Café & Co');
    expect(mail.text).toContain('Marc G. a donné son avis sur Café & Co\u00a0: ★★★★☆ (4/5)');
    expect(mail.html).toContain('<a href="http://x/fr/annuaire/l/">votre fiche</a>');
    expect(mail.html).toContain('aria-label="4 étoiles sur 5"');
  });

  it('keeps the English emails as they were', () => {
    const mail = withUnsubscribe(leadEmail(lead), 'http://x/u');
    expect(mail.subject).toBe('New message for Café & Co from Chloé Roy');
    expect(mail.html).toContain(
      '<p><strong>Chloé Roy</strong> sent Café &amp; Co a message through your directory listing:</p>',
    );
    expect(mail.html).toContain('<p>Email: <a href="mailto:c@r.ca">c@r.ca</a><br>Phone: 514 555 0100</p>');
    expect(mail.html).toContain('<!doctype html><html><body');
    expect(mail.text).toContain(
      'You receive this email because of your business on Main Street. To stop all emails from Main Street, unsubscribe: http://x/u',
    );
    expect(approvedReviewEmail(review).html).toContain(
      '<p>It is approved and appears on <a href="http://x/fr/annuaire/l/">your listing</a> after the next directory update. <a href="http://x/d">Reply from your dashboard</a>.</p>',
    );
  });
});

describe('the review and message form in French (issue 31)', () => {
  const fr = CATALOGUES.fr;
  it('maps every schema message it knows to an English catalogue entry with the same words', () => {
    for (const [english, key] of Object.entries(FIELD_MESSAGE_KEYS)) expect(CATALOGUES.en[key]).toBe(english);
  });
  it('shows the §5 messages in French on a French page, in English otherwise', () => {
    const errors = validateContact('review', { ...EMPTY_VALUES, email: 'x' }, fr);
    expect(errors).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: 'Adresse courriel invalide',
      rating: 'La note doit être d’au moins 1',
      message: 'Le message est obligatoire',
    });
    expect(validateContact('review', { ...EMPTY_VALUES, email: 'x' }).firstName).toBe('First name is required');
  });
  it('reads the function’s answers in French', () => {
    expect(interpretResponse('message', 201, { delivery: 'kept' }, fr).message).toBe(fr['outcome.messageKept']);
    expect(
      interpretResponse('review', 201, { review: { id: 'r', status: 'pending', moderation_reason: 'spam' } }, fr)
        .message,
    ).toBe('Votre avis a été envoyé et paraîtra une fois approuvé.');
    const rejected = { review: { id: 'r', status: 'rejected', moderation_reason: 'rate-limit' } };
    expect(interpretResponse('review', 201, rejected, fr).message).toBe(
      'Votre avis n’a pas été publié parce que vous avez envoyé plusieurs avis aujourd’hui. Veuillez réessayer demain.',
    );
    expect(interpretResponse('message', 400, { error: { fields: { email: ['Invalid email address'] } } }, fr)).toEqual({
      kind: 'invalid',
      errors: { email: 'Adresse courriel invalide' },
      message: 'Veuillez corriger les champs indiqués.',
    });
    expect(interpretResponse('message', 500, {}, fr).message).toBe(fr['form.server']);
    expect(reviewOutcomeFrom(CATALOGUES.en, 'rejected', 'abusive')).toBe(reviewOutcome('rejected', 'abusive'));
    expect(reviewOutcomeFrom(CATALOGUES.en, 'pending', 'spam')).toBe(reviewOutcome('pending', 'spam'));
    expect(reviewOutcomeFrom(CATALOGUES.en, 'rejected', null)).toBe(reviewOutcome('rejected', null));
  });
  it('translates an error answer’s English messages', () => {
    expect(
      localizeErrorBody('fr', {
        error: { code: 'bad', message: 'Message is required', fields: { firstName: ['First name is required'] } },
      }),
    ).toEqual({
      error: {
        code: 'bad',
        message: 'Le message est obligatoire',
        fields: { firstName: ['Le prénom est obligatoire'] },
      },
    });
    const body = { error: { message: 'First name is required' } };
    expect(localizeErrorBody('en', body)).toBe(body);
  });
});
