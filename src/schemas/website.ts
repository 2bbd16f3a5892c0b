/**
 * Live websites: the owner's publish, rollback and custom-domain requests, and the answers the
 * dashboard reads. One schema per form, used by the island and the function alike.
 */
import { z } from './z.ts';
import { siteSpecSchema } from './site-spec.ts';

export const DOMAIN_MESSAGES = {
  required: 'Enter a domain such as www.example.ca.',
  malformed:
    'This is not a domain name. Use letters, digits and dashes, with dots between the parts, such as www.example.ca.',
  ip: 'Enter a domain name, not an IP address.',
  platform: 'This domain belongs to Main Street or is reserved. Use a domain you own.',
} as const;

/** Domains that can never be an owner's: the platform's own and names that never resolve publicly. */
const RESERVED_SUFFIXES = [
  'localhost',
  'local',
  'test',
  'invalid',
  'example',
  'internal',
  'onion',
  'netlify.app',
  'mainstreet.site',
  'mainstreet.ca',
];

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function normaliseDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}

export const customDomainSchema = z
  .pipe(z.string({ error: DOMAIN_MESSAGES.required }), z.transform(normaliseDomain))
  .check(
    z.superRefine((domain, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!domain) return fail(DOMAIN_MESSAGES.required);
      if (IPV4.test(domain) || domain.includes(':') || /^\[.*\]$/.test(domain)) return fail(DOMAIN_MESSAGES.ip);
      const labels = domain.split('.');
      const tld = labels.at(-1) ?? '';
      if (
        domain.length > 253 ||
        labels.length < 2 ||
        !labels.every((l) => LABEL.test(l)) ||
        !/^[a-z]{2,63}$|^xn--[a-z0-9-]{2,59}$/.test(tld)
      ) {
        return fail(DOMAIN_MESSAGES.malformed);
      }
      if (RESERVED_SUFFIXES.some((s) => domain === s || domain.endsWith(`.${s}`)))
        return fail(DOMAIN_MESSAGES.platform);
    }),
  );

export const domainRequestSchema = z.object({ domain: customDomainSchema });
export type DomainRequest = z.input<typeof domainRequestSchema>;

/** Publish takes no options: what goes live is the owner's working copy (the editor's). */
export const publishRequestSchema = z.strictObject({});
export const rollbackRequestSchema = z.object({
  version: z.number().check(z.int(), z.gte(1, 'Choose a version to go back to.')),
});

export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'A', 'ALIAS']),
  name: z.string(),
  value: z.string(),
  note: z.string(),
});

export const websiteVersionSchema = z.object({
  number: z.number().check(z.int()),
  published_at: z.string(),
  draft_id: z.nullable(z.string()),
  file_count: z.number().check(z.int()),
  publish_ms: z.number().check(z.int()),
  live: z.boolean(),
});
export type WebsiteVersion = z.infer<typeof websiteVersionSchema>;

export const websiteDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  records: z.array(dnsRecordSchema),
  last_checked_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
});
export type WebsiteDomain = z.infer<typeof websiteDomainSchema>;

export const websiteStatusSchema = z.object({
  can_publish: z.boolean(),
  /** Why publishing is not possible (then the UI links to /checkout), or null. */
  publish_blocked: z.nullable(z.string()),
  draft: z.nullable(z.object({ id: z.string(), label: z.string(), updated_at: z.string() })),
  site: z.nullable(
    z.object({
      slug: z.string(),
      address: z.string(),
      live_version: z.nullable(z.number().check(z.int())),
      last_published_at: z.nullable(z.string()),
      draft_differs: z.boolean(),
      paused: z.nullable(z.object({ reason: z.string(), message: z.string(), restore: z.string() })),
    }),
  ),
  versions: z.array(websiteVersionSchema),
  domain: z.nullable(websiteDomainSchema),
  /** A cancelled plan that is still active: when it ends (and the live site pauses), and what to tell the owner. */
  plan_ends: z.nullable(z.object({ at: z.string(), message: z.string() })),
});
export type WebsiteStatus = z.infer<typeof websiteStatusSchema>;

export const publishResultSchema = z.object({
  message: z.string(),
  version: z.number().check(z.int()),
  address: z.string(),
  status: websiteStatusSchema,
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/** GET /api/website/live-spec: the editor's publish bar (status, and the live version's spec to compare with). */
export const editorPublishStateSchema = z.object({
  status: websiteStatusSchema,
  live_spec: z.nullable(siteSpecSchema),
});
export type EditorPublishState = z.infer<typeof editorPublishStateSchema>;
