/** Query and path parameters of the public read APIs (directory, regions, content, unsubscribe). */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { countryCodeFromSlug, provinceCodeFromSlug, slugify } from '../shared/locations.ts';
import { text } from './text.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "canada" or "CA" -> "CA". */
export const countryParam = text({ error: 'country is required.' })
  .trim()
  .min(1, 'country is required.')
  .transform((value, ctx) => {
    const code = countryCodeFromSlug(value);
    if (!code) ctx.addIssue({ code: 'custom', message: `country "${value.slice(0, 40)}" is not a country of the directory.` });
    return code ?? '';
  });

/** "alberta" or "AB" -> "AB". */
export const stateParam = text({ error: 'state is required.' })
  .trim()
  .min(1, 'state is required.')
  .transform((value, ctx) => {
    const code = provinceCodeFromSlug(value);
    if (!code) ctx.addIssue({ code: 'custom', message: `state "${value.slice(0, 40)}" is not a province or territory.` });
    return code ?? '';
  });

/** "sherwood-park" or "Sherwood Park" -> "sherwood-park". */
export const cityParam = text({ error: 'city is required.' })
  .trim()
  .max(80, 'city is too long.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'’-]*$/u, 'city is not a valid city name.')
  .transform((value) => slugify(value))
  .refine((slug) => SLUG.test(slug), 'city is not a valid city name.');

export const businessUniqueIdParam = text({ error: 'business_unique_id is required.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'business_unique_id is not a valid listing id.')
  .max(120, 'business_unique_id is not a valid listing id.');

export const contentSlugParam = text({ error: 'slug is required.' })
  .regex(SLUG, 'slug is not a valid article slug.')
  .max(200, 'slug is not a valid article slug.');

const pageNumber = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);

export const directoryQuery = z
  .object({
    entity: text({ error: 'entity is required.' }).max(60, 'entity is too long.'),
    country: countryParam.optional(),
    state: stateParam.optional(),
    city: cityParam.optional(),
    q: text().max(80, 'q must be at most 80 characters.').optional(),
    category: text().max(60, 'category must be at most 60 characters.').optional(),
    page: pageNumber('page', 100_000, 1),
    page_size: pageNumber('page_size', 100, 12),
  })
  .superRefine((v, ctx) => {
    if (v.state !== undefined && v.country === undefined) ctx.addIssue({ code: 'custom', path: ['country'], message: 'country is required with state.' });
    if (v.city !== undefined && v.state === undefined) ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required with city.' });
  });

/** Listings changed since a build (issue 19): the search island's fallback for what its static index lacks. */
export const changedSinceQuery = z
  .object({
    since: z.iso.datetime({ offset: true, error: 'since must be an ISO date and time.' }),
    country: countryParam.optional(),
    state: stateParam.optional(),
    city: cityParam.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.state !== undefined && v.country === undefined) ctx.addIssue({ code: 'custom', path: ['country'], message: 'country is required with state.' });
    if (v.city !== undefined && v.state === undefined) ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required with city.' });
  });

export const regionPath = z.object({ country: countryParam, state: stateParam, city: cityParam });

export const unsubscribeBody = z.object({
  id: dbId({ error: (issue) => (issue.input === undefined ? 'id is required.' : 'id is not a valid unsubscribe link.') }),
});
