/**
 * The emails a customer gets about a booking, in the language they booked in, as pure functions of their data:
 * confirmed (with the .ics), moved (with the new .ics), cancelled, the reminder and the one review request.
 * Times are the business's, labelled with its zone. Text the customer or owner typed is escaped in the HTML part.
 * Each email about an upcoming booking carries its signed page, where the customer cancels or picks another time
 * while the policy allows; the business hears of what its customer did (businessBookingEmail).
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import type { EmailContent } from '../mail/templates.ts';

export type BookingEmailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder' | 'review';

export interface BookingEmailData {
  kind: BookingEmailKind;
  lang: 'en' | 'fr';
  customerName: string;
  businessName: string;
  serviceName: string;
  providerName: string;
  /** Already formatted in the business's zone, labelled (booking-time.ts). */
  when: string;
  address: string;
  /** Until when the customer may cancel or change it themselves, formatted likewise; null when the time has passed. */
  changeUntil: string | null;
  /** The listing page's reviews, for the review request. */
  reviewUrl: string;
  /** The booking's signed page (cancel, another time), for every email but the review request. */
  manageUrl: string;
  /** A deposit given back with a cancellation, formatted ('$15.00'); null when none. */
  refundedDeposit?: string | null;
  /** A paid deposit the business kept when it cancelled (a late cancellation, per its policy); null when none. */
  keptDeposit?: string | null;
  /** The .ics for confirmed, rescheduled and reminder emails. */
  ics?: string;
}

const COPY = {
  en: {
    confirmed: ['Booked: {service} at {business}', 'Your booking is confirmed.'],
    rescheduled: ['New time: {service} at {business}', 'Your booking has moved to a new time.'],
    cancelled: ['Cancelled: {service} at {business}', 'Your booking has been cancelled.'],
    reminder: ['Reminder: {service} at {business}', 'A reminder of your booking.'],
    review: ['How was your visit to {business}?', 'Thank you for your visit. Would you tell others how it went?'],
    hello: 'Hello {name},',
    when: 'When: {when}',
    with: 'With: {provider}',
    where: 'Where: {address}',
    change: 'To cancel it or choose another time, open your booking before {until}: {manage}',
    manage: 'Your booking: {manage}',
    refunded: 'Your deposit of {deposit} is refunded to your card.',
    kept: 'Your deposit of {deposit} is kept, as the cancellation policy says.',
    ics: 'The attached calendar file adds it to your calendar.',
    reviewLink: 'Write a review: {url}',
    reviewWhy: 'We send this once, after a visit. Your review is checked before it is published.',
  },
  fr: {
    confirmed: ['Réservé : {service} chez {business}', 'Votre réservation est confirmée.'],
    rescheduled: ['Nouvel horaire : {service} chez {business}', 'Votre réservation a été déplacée.'],
    cancelled: ['Annulé : {service} chez {business}', 'Votre réservation a été annulée.'],
    reminder: ['Rappel : {service} chez {business}', 'Un rappel de votre réservation.'],
    review: ['Comment s’est passée votre visite chez {business} ?', 'Merci de votre visite. Voulez-vous en parler ?'],
    hello: 'Bonjour {name},',
    when: 'Quand : {when}',
    with: 'Avec : {provider}',
    where: 'Où : {address}',
    change: 'Pour l’annuler ou choisir une autre heure, ouvrez votre réservation avant le {until} : {manage}',
    manage: 'Votre réservation : {manage}',
    refunded: 'Votre dépôt de {deposit} est remboursé sur votre carte.',
    kept: 'Votre dépôt de {deposit} est conservé, comme le prévoit la politique d’annulation.',
    ics: 'Le fichier de calendrier joint l’ajoute à votre agenda.',
    reviewLink: 'Écrire un avis : {url}',
    reviewWhy: 'Nous l’envoyons une fois, après une visite. Votre avis est vérifié avant d’être publié.',
  },
} as const;

const fill = (s: string, p: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? '');

export function bookingEmail(d: BookingEmailData): EmailContent {
  const c = COPY[d.lang];
  const p = {
    name: d.customerName,
    business: d.businessName,
    service: d.serviceName,
    provider: d.providerName,
    when: d.when,
    address: d.address,
    until: d.changeUntil ?? '',
    url: d.reviewUrl,
    manage: d.manageUrl,
    deposit: d.refundedDeposit ?? d.keptDeposit ?? '',
  };
  const [subject, lead] = c[d.kind];
  const lines =
    d.kind === 'review'
      ? [fill(c.reviewLink, p), c.reviewWhy]
      : [
          fill(c.when, p),
          fill(c.with, p),
          ...(d.address ? [fill(c.where, p)] : []),
          ...(d.kind === 'cancelled' && d.refundedDeposit ? [fill(c.refunded, p)] : []),
          ...(d.kind === 'cancelled' && d.keptDeposit ? [fill(c.kept, p)] : []),
          fill(d.kind !== 'cancelled' && d.changeUntil ? c.change : c.manage, p),
          ...(d.ics ? [c.ics] : []),
        ];
  const paragraphs = [fill(c.hello, p), lead, ...lines];
  return {
    lang: d.lang,
    subject: fill(subject, p),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((x) => `<p>${escapeHtml(x)}</p>`).join(''),
    actionUrl: d.kind === 'review' ? d.reviewUrl : d.manageUrl,
    ...(d.ics ? { attachments: [{ filename: 'booking.ics', content: d.ics, contentType: 'text/calendar' }] } : {}),
  };
}

export interface BusinessBookingEmailData {
  kind: 'cancelled' | 'rescheduled';
  lang: 'en' | 'fr';
  customerName: string;
  serviceName: string;
  providerName: string;
  when: string;
  /** The time it had before the customer moved it. */
  previousWhen?: string;
  /** What happened to a paid deposit ('$15.00 refunded'), or null. */
  deposit: string | null;
  calendarUrl: string;
}

const BUSINESS_COPY = {
  en: {
    cancelled: ['Cancelled by the customer: {service}, {when}', '{name} cancelled their booking from its link.'],
    rescheduled: ['Moved by the customer: {service}, now {when}', '{name} chose another time from its link.'],
    was: 'It was: {previous}',
    when: 'When: {when}',
    with: 'With: {provider}',
    refunded: 'Their deposit of {deposit} is refunded from your payout account.',
    open: 'Open your calendar: {url}',
  },
  fr: {
    cancelled: ['Annulé par le client : {service}, {when}', '{name} a annulé sa réservation depuis son lien.'],
    rescheduled: ['Déplacé par le client : {service}, maintenant {when}', '{name} a choisi une autre heure.'],
    was: 'C’était : {previous}',
    when: 'Quand : {when}',
    with: 'Avec : {provider}',
    refunded: 'Son dépôt de {deposit} est remboursé depuis votre compte de versements.',
    open: 'Ouvrir votre calendrier : {url}',
  },
} as const;

/** The business's note of a change its customer made through the signed link. */
export function businessBookingEmail(d: BusinessBookingEmailData): EmailContent {
  const c = BUSINESS_COPY[d.lang];
  const p = {
    name: d.customerName,
    service: d.serviceName,
    provider: d.providerName,
    when: d.when,
    previous: d.previousWhen ?? '',
    deposit: d.deposit ?? '',
    url: d.calendarUrl,
  };
  const [subject, lead] = c[d.kind];
  const paragraphs = [
    fill(lead, p),
    ...(d.previousWhen ? [fill(c.was, p)] : []),
    fill(c.when, p),
    fill(c.with, p),
    ...(d.deposit ? [fill(c.refunded, p)] : []),
    fill(c.open, p),
  ];
  return {
    lang: d.lang,
    subject: fill(subject, p),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((x) => `<p>${escapeHtml(x)}</p>`).join(''),
    actionUrl: d.calendarUrl,
  };
}
