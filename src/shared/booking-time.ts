/**
 * How a booking's time is shown to people: in the business's own zone, always labelled with it ('Eastern Time',
 * 'heure de Terre-Neuve'), so a customer in another province reads the time the business means. Pure.
 */
export function zoneLabel(timeZone: string, lang: 'en' | 'fr', at = new Date()): string {
  const parts = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** 'Wednesday, June 10, 2026 at 9:00 a.m. (Eastern Time)'; 'mercredi 10 juin 2026 à 9 h 00 (heure de l’Est)'. */
export function formatBookingTime(iso: string, timeZone: string, lang: 'en' | 'fr'): string {
  const at = new Date(iso);
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  return `${when} (${zoneLabel(timeZone, lang, at)})`;
}

/** Only the time of day ('9:00 a.m.', '9 h 00'), for a list of slots under a labelled day. */
export function formatSlotTime(iso: string, timeZone: string, lang: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
