/** Query and path parameters of the public read APIs (directory, regions, content, unsubscribe). */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { countryCodeFromSlug, provinceCodeFromSlug, slugify } from '../shared/locations.ts';
import { text } from './text.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "canada" or "CA" -> "CA". */
export const countryParam = z.pipe(
  text({ error: 'country is required.' }).check(z.trim(), z.minLength(1, 'country is required.')),
  z.transform((value, ctx) => {
    const code = countryCodeFromSlug(value);
    if (!code)
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `country "${value.slice(0, 40)}" is not a country of the directory.`,
      });
    return code ?? '';
  }),
);

/** "alberta" or "AB" -> "AB". */
export const stateParam = z.pipe(
  text({ error: 'state is required.' }).check(z.trim(), z.minLength(1, 'state is required.')),
  z.transform((value, ctx) => {
    const code = provinceCodeFromSlug(value);
    if (!code)
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `state "${value.slice(0, 40)}" is not a province or territory.`,
      });
    return code ?? '';
  }),
);

/** "sherwood-park" or "Sherwood Park" -> "sherwood-park". */
export const cityParam = z
  .pipe(
    text({ error: 'city is required.' }).check(
      z.trim(),
      z.maxLength(80, 'city is too long.'),
      z.regex(/^[\p{L}\p{N}][\p{L}\p{N} .'’-]*$/u, 'city is not a valid city name.'),
    ),
    z.transform((value) => slugify(value)),
  )
  .check(z.refine((slug) => SLUG.test(slug), 'city is not a valid city name.'));

export const businessUniqueIdParam = text({ error: 'business_unique_id is required.' }).check(
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'business_unique_id is not a valid listing id.'),
  z.maxLength(120, 'business_unique_id is not a valid listing id.'),
);

export const contentSlugParam = text({ error: 'slug is required.' }).check(
  z.regex(SLUG, 'slug is not a valid article slug.'),
  z.maxLength(200, 'slug is not a valid article slug.'),
);

const pageNumber = (name: string, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: `${name} must be a whole number.` })
      .check(
        z.int(`${name} must be a whole number.`),
        z.gte(1, `${name} must be at least 1.`),
        z.lte(max, `${name} must be at most ${max}.`),
      ),
    fallback,
  );

export const directoryQuery = z
  .object({
    entity: text({ error: 'entity is required.' }).check(z.maxLength(60, 'entity is too long.')),
    country: z.optional(countryParam),
    state: z.optional(stateParam),
    city: z.optional(cityParam),
    q: z.optional(text().check(z.maxLength(80, 'q must be at most 80 characters.'))),
    category: z.optional(text().check(z.maxLength(60, 'category must be at most 60 characters.'))),
    page: pageNumber('page', 100_000, 1),
    page_size: pageNumber('page_size', 100, 12),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.state !== undefined && v.country === undefined)
        ctx.addIssue({ code: 'custom', path: ['country'], message: 'country is required with state.' });
      if (v.city !== undefined && v.state === undefined)
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required with city.' });
    }),
  );

/** Listings changed since a build (issue 19): the search island's fallback for what its static index lacks. */
export const changedSinceQuery = z
  .object({
    since: z.iso.datetime({ offset: true, error: 'since must be an ISO date and time.' }),
    country: z.optional(countryParam),
    state: z.optional(stateParam),
    city: z.optional(cityParam),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.state !== undefined && v.country === undefined)
        ctx.addIssue({ code: 'custom', path: ['country'], message: 'country is required with state.' });
      if (v.city !== undefined && v.state === undefined)
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required with city.' });
    }),
  );

export const regionPath = z.object({ country: countryParam, state: stateParam, city: cityParam });

export const unsubscribeBody = z.object({
  id: dbId({
    error: (issue) => (issue.input === undefined ? 'id is required.' : 'id is not a valid unsubscribe link.'),
  }),
});
