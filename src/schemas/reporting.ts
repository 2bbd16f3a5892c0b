/**
 * Reporting (issue 16): the beacon's event, the owner's report and settings, and the maintenance report.
 * The beacon is hand-written (it must stay under 1 KB), so its event keys are short; this schema is
 * the one place they are checked.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { text } from './text.ts';

export const EVENT_KINDS = ['view', 'phone', 'email', 'directions'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];

/** One beacon event: kind, page path, referrer, viewport width, and (on a listing page) the listing id. */
export const collectEventSchema = z.strictObject({
  k: z.enum(EVENT_KINDS),
  p: text().check(z.minLength(1), z.maxLength(200), z.regex(/^\//)),
  r: z.optional(text().check(z.maxLength(500))),
  w: z.number().check(z.int(), z.gte(0), z.lte(20000)),
  l: z.optional(dbId()),
});
export type CollectEvent = z.infer<typeof collectEventSchema>;

export const reportQuerySchema = z.object({
  days: z.pipe(
    z._default(z.enum(['7', '30', '90'], { error: 'Choose 7, 30 or 90 days.' }), '30'),
    z.transform((d) => Number(d) as PeriodDays),
  ),
});

const totals = z.object({
  views: z.number(),
  visitors: z.number(),
  phone: z.number(),
  email: z.number(),
  directions: z.number(),
  leads: z.number(),
  reviews: z.number(),
});
export type Totals = z.infer<typeof totals>;

export const dayRowSchema = z.extend(totals, { day: z.string(), rating: z.nullable(z.number()) });
export type DayRow = z.infer<typeof dayRowSchema>;

const topRow = z.object({ value: z.string(), views: z.number() });

export const reportResponseSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  current: totals,
  previous: totals,
  conversion: z.object({ current: z.nullable(z.number()), previous: z.nullable(z.number()) }),
  rating: z.object({ current: z.nullable(z.number()), previous: z.nullable(z.number()) }),
  series: z.array(dayRowSchema),
  topPages: z.array(topRow),
  sources: z.array(topRow),
  devices: z.array(topRow),
  bySource: z.object({ website: z.number(), listing: z.number() }),
  settings: z.object({ weeklyDigest: z.boolean(), canEdit: z.boolean() }),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const reportingSettingsSchema = z.strictObject({
  weeklyDigest: z.boolean({ error: 'Choose on or off for the weekly email.' }),
});
export type ReportingSettings = z.infer<typeof reportingSettingsSchema>;

export const PROBLEM_KINDS = ['down', 'slow', 'broken-link', 'heavy-page', 'missing-alt', 'dns'] as const;
export const problemSchema = z.object({
  kind: z.enum(PROBLEM_KINDS),
  detail: z.string(),
  /** Where in the dashboard the owner fixes it. */
  fix: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

export const maintenanceCheckSchema = z.object({
  checkedAt: z.string(),
  url: z.string(),
  scope: z.enum(['uptime', 'full']),
  status: z.nullable(z.number()),
  responseMs: z.nullable(z.number()),
  up: z.boolean(),
  pageBytes: z.nullable(z.number()),
  linksChecked: z.number(),
  problems: z.array(problemSchema),
});
export type MaintenanceCheck = z.infer<typeof maintenanceCheckSchema>;

export const maintenanceResponseSchema = z.object({
  scope: z.enum(['none', 'uptime', 'full']),
  site: z.nullable(z.string()),
  checks: z.array(maintenanceCheckSchema),
  uptimePercent: z.nullable(z.number()),
});
export type MaintenanceResponse = z.infer<typeof maintenanceResponseSchema>;
