import { describe, expect, it } from 'vitest';
import {
  blocMailSchema,
  buildBlocMail,
  contactFormSchema,
  leadPayloadSchema,
  reviewPayloadSchema,
} from '../../src/schemas/contact.ts';

const good = {
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: 'ada@example.ca',
  phoneNumber: '',
  message: 'Hello',
  rating: 5,
};
const firstErrors = (mode: 'review' | 'message', values: Record<string, unknown>) => {
  const r = contactFormSchema(mode).safeParse(values);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('contact form schema (§5)', () => {
  it('accepts a complete review and a message without rating or phone', () => {
    expect(contactFormSchema('review').safeParse(good).success).toBe(true);
    const { rating: _r, phoneNumber: _p, ...message } = good;
    expect(contactFormSchema('message').parse(message)).toEqual({
      firstName: 'Ada',
      lastName: 'Tremblay',
      email: 'ada@example.ca',
      message: 'Hello',
    });
  });

  it('gives the exact §5 messages', () => {
    expect(firstErrors('review', {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Contact email is required',
      rating: 'Rating must be at least 1',
      message: 'Message is required',
    });
    expect(firstErrors('review', { ...good, email: 'ada@', rating: 0 })).toEqual({
      email: 'Invalid email address',
      rating: 'Rating must be at least 1',
    });
    expect(firstErrors('review', { ...good, rating: 6 })).toEqual({ rating: 'Rating must be at most 5' });
    expect(firstErrors('message', { ...good, message: '   ' })).toEqual({ message: 'Message is required' });
  });

  it('takes a rating sent as text by a plain HTML form, and trims names', () => {
    expect(contactFormSchema('review').parse({ ...good, rating: '4', firstName: '  Ada ' })).toMatchObject({
      rating: 4,
      firstName: 'Ada',
    });
    expect(firstErrors('review', { ...good, rating: 3.5 })).toEqual({
      rating: 'Rating must be a whole number of stars',
    });
  });

  it('needs a business_id in the function payloads', () => {
    expect(reviewPayloadSchema.safeParse(good).success).toBe(false);
    expect(reviewPayloadSchema.safeParse({ ...good, business_id: 'maple-leaf-bakery' }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...good, business_id: '<script>' }).success).toBe(false);
  });
});

describe('§7 bloc-mail body', () => {
  it('is built the same way the function reads it', () => {
    const body = buildBlocMail({
      mode: 'review',
      businessId: 'b1',
      businessName: 'Maple <Bakery>',
      values: { ...good, message: '<b>hi</b>' },
    });
    const parsed = blocMailSchema.parse(body);
    expect(parsed).toMatchObject({
      mail_type: 'internal',
      message_type: 'new-mail',
      mail_history: { mail_title: 'rating', mail_to: 'Maple <Bakery>', sender_name: 'Ada Tremblay' },
    });
    expect(parsed.additional_function).toMatchObject({
      type: 'directory-review',
      business_id: 'b1',
      rating: 5,
      firstName: 'Ada',
    });
    expect(body.mail_history.mail_content).toBe('<p>Rating: 5 / 5</p><p>&lt;b&gt;hi&lt;/b&gt;</p>');
  });

  it('builds a lead without rating, with its source', () => {
    const body = buildBlocMail({
      mode: 'message',
      businessId: 'b1',
      businessName: 'X',
      values: good,
      source: 'website',
    });
    expect(body.mail_history.mail_title).toBe('lead');
    const fn = JSON.parse(body.additional_function);
    expect(fn).toMatchObject({ type: 'create-lead', source: 'website' });
    expect(fn).not.toHaveProperty('rating');
  });

  it('refuses a title that does not match the function type', () => {
    const body = buildBlocMail({ mode: 'message', businessId: 'b1', businessName: 'X', values: good });
    const r = blocMailSchema.safeParse({ ...body, mail_history: { ...body.mail_history, mail_title: 'rating' } });
    expect(r.success).toBe(false);
  });
});
