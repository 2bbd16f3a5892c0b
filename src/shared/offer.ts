/**
 * What exists (issue 39): every tool, whether it is built, and which plans include it. The pricing table, checkout,
 * the tools catalogue (its subtitles and plan badges are derived from here when content/tools.json is loaded), the
 * home and about pages, the creator's 'Let's get building' grid and the dashboard's links all read this table, so a
 * tool that ships changes here once and every page follows. `tests/unit/offer-truth.test.ts` fails when a page
 * calls a built tool 'coming' or offers one that is not built. Pure.
 */
export type PlanId = 'registered' | 'web-hosting' | 'complete';

/** built: works today; planned: described but not built (said so wherever it is named); retired: kept for old links. */
export type ToolState = 'built' | 'planned' | 'retired';

export interface OfferTool {
  id: string;
  name: string;
  state: ToolState;
  /** The plans that include it (for a planned tool: the plans it is planned for). */
  plans: readonly PlanId[];
  /** Its page under /dashboard/ when it has one, and the dashboard menu's label for it. */
  dashboard?: { path: string; label: string };
  /** False for a built part that has no page in the tools catalogue (content/tools.json). */
  catalogue?: false;
  /** Other words pages use for it, lower case: the truth test looks for them next to 'coming'. */
  aliases?: readonly string[];
}

const EVERY_PLAN: readonly PlanId[] = ['registered', 'web-hosting', 'complete'];
const PAID: readonly PlanId[] = ['web-hosting', 'complete'];
const planned = (id: string, name: string, plans: readonly PlanId[] = []): OfferTool => ({
  id,
  name,
  state: 'planned',
  plans,
});

export const OFFER_TOOLS: readonly OfferTool[] = [
  { id: 'ai-website-generation', name: 'AI Website Generation', state: 'built', plans: EVERY_PLAN },
  { id: 'web-hosting', name: 'Web Hosting', state: 'built', plans: PAID },
  { id: 'my-business', name: 'My Business', state: 'built', plans: EVERY_PLAN },
  { id: 'contact-forms', name: 'Contact Forms', state: 'built', plans: EVERY_PLAN },
  {
    id: 'task-manager',
    name: 'Task Manager',
    state: 'built',
    plans: EVERY_PLAN,
    dashboard: { path: 'tasks', label: 'Tasks' },
    aliases: ['task manager'],
  },
  {
    id: 'reporting',
    name: 'Reporting',
    state: 'built',
    plans: EVERY_PLAN,
    dashboard: { path: 'reporting', label: 'Reporting' },
    aliases: ['reporting', 'reports', 'csv'],
  },
  {
    // Not a catalogue entry: the hourly checks of a live site (every check daily on Complete), built in issue 33.
    id: 'website-checks',
    name: 'Website checks',
    state: 'built',
    plans: PAID,
    catalogue: false,
    dashboard: { path: 'maintenance', label: 'Website checks' },
    aliases: ['website checks', 'uptime'],
  },
  {
    id: 'seo-article-generation',
    name: 'SEO Article Generation',
    state: 'built',
    plans: ['complete'],
    dashboard: { path: 'articles', label: 'Articles' },
    aliases: ['seo article', 'articles a month'],
  },
  {
    id: 'ai-image-generation',
    name: 'AI Image Generation',
    state: 'built',
    plans: ['complete'],
    dashboard: { path: 'images', label: 'Images' },
    aliases: ['ai image', 'images a month'],
  },
  {
    id: 'user-manager',
    name: 'User Manager',
    state: 'built',
    plans: EVERY_PLAN,
    dashboard: { path: 'team', label: 'Team' },
    aliases: ['user manager'],
  },
  {
    // The shop (issue 40): a catalogue sold from the listing and the website, free like the listing.
    id: 'online-store',
    name: 'Online Shop',
    state: 'built',
    plans: EVERY_PLAN,
    dashboard: { path: 'shop', label: 'Shop' },
    aliases: ['online store'],
  },
  {
    // Not a catalogue entry: the shop's orders (issue 40), handled by the owner and staff.
    id: 'orders',
    name: 'Orders',
    state: 'built',
    plans: EVERY_PLAN,
    catalogue: false,
    dashboard: { path: 'orders', label: 'Orders' },
  },
  // Monthly changes made for the owner by a person: the checks above are built, the hands-on service is not.
  planned('website-maintenance', 'Website Maintenance', ['complete']),
  planned('business-mail', 'Business Mail', ['web-hosting']),
  planned('calendar', 'Calendar', ['registered']),
  planned('domain-manager', 'Domain Manager', ['web-hosting']),
  planned('user-agents', 'AI Customer Service Agents', ['complete']),
  planned('invoice-helper', 'Invoicing Helper', ['registered']),
  planned('review-responder', 'Review Responder', PAID),
  planned('social-scheduler', 'Social Scheduler', ['web-hosting']),
  planned('qr-menu-builder', 'QR Menu Builder', ['registered']),
  planned('bid-estimator', 'Bid & Quote Estimator', PAID),
  planned('class-booking', 'Class Booking', PAID),
  planned('appointment-reminders', 'Appointment Reminders', ['complete']),
  planned('listing-syndication', 'Listing Syndication', ['complete']),
  planned('donation-page', 'Donation Page', ['registered']),
  planned('event-tickets', 'Event Tickets'),
  planned('room-availability', 'Room Availability', PAID),
  planned('course-pages', 'Course & Lesson Pages', ['complete']),
  planned('gst-calculator', 'GST/HST Calculator', ['registered']),
  planned('portfolio-gallery', 'Portfolio Gallery', ['web-hosting']),
  planned('vehicle-service-log', 'Vehicle Service Log', ['complete']),
  planned('newsletter', 'Email Newsletter', PAID),
  planned('waitlist', 'Waitlist & Table Queue', ['registered']),
  planned('launch-page', 'Launch Page', ['registered']),
  { id: 'tour-itinerary-builder', name: 'Tour Itinerary Builder', state: 'retired', plans: [] },
  { id: 'expense-tracker', name: 'Expense Tracker', state: 'retired', plans: [] },
];

export function findOfferTool(id: string): OfferTool | undefined {
  return OFFER_TOOLS.find((t) => t.id === id);
}

export function offerTool(id: string): OfferTool {
  const tool = findOfferTool(id);
  if (!tool) throw new Error(`Unknown tool ${id} (add it to src/shared/offer.ts)`);
  return tool;
}

export const isBuilt = (id: string): boolean => findOfferTool(id)?.state === 'built';

/** A plan's lines on the pricing table and at checkout, in order; `tool` ties a line to the tool it sells. */
export interface PlanLine {
  text: string;
  tool?: string;
}

/** The lines each plan offers. Only built tools appear: a plan never sells what does not exist yet. */
export function planLines(
  names: Record<PlanId, string>,
  monthly: { articles: number; images: number },
): Record<PlanId, PlanLine[]> {
  return {
    registered: [
      { text: 'AI website design (preview and download)', tool: 'ai-website-generation' },
      { text: 'Free directory listing with reviews and messages', tool: 'my-business' },
      { text: 'Task manager', tool: 'task-manager' },
      { text: 'User manager', tool: 'user-manager' },
      { text: 'Reporting: visits, calls and leads, with CSV export', tool: 'reporting' },
    ],
    'web-hosting': [
      { text: `Everything in ${names.registered}` },
      { text: 'Web hosting for your AI-designed site', tool: 'web-hosting' },
      { text: 'Hourly uptime checks of your live site', tool: 'website-checks' },
    ],
    complete: [
      { text: `Everything in ${names['web-hosting']}` },
      { text: 'Every website check (links, page weight, alt text) once a day', tool: 'website-checks' },
      { text: `${monthly.articles} SEO articles a month`, tool: 'seo-article-generation' },
      { text: `${monthly.images} AI images a month`, tool: 'ai-image-generation' },
    ],
  };
}

/** Where a plan line's tool is described: its catalogue page, or nothing for a part with no page. */
export function toolPagePath(id: string | undefined): string | undefined {
  const tool = id ? findOfferTool(id) : undefined;
  return tool && tool.catalogue !== false ? `/business-tools/${tool.id}/` : undefined;
}

/** The dashboard menu: the built tools that have a dashboard page, in the table's order. */
export const DASHBOARD_TOOL_LINKS: readonly { href: string; label: string }[] = OFFER_TOOLS.filter(
  (t) => t.state === 'built' && t.dashboard,
).map((t) => ({ href: `/dashboard/${t.dashboard!.path}/`, label: t.dashboard!.label }));

/** The catalogue's plan values (content/tools.json's part_of_plan words: 'free' is the Community plan). */
export const cataloguePlansOf = (tool: OfferTool): string[] => tool.plans.map((p) => (p === 'registered' ? 'free' : p));

const STATUS_SUFFIX = / \((coming soon|retired|legacy)\)$/;

/** A catalogue subtitle with its status from this table: '(coming soon)' only on a planned tool. */
export function subtitleWithStatus(tool: OfferTool, subtitle: string | null | undefined): string | null {
  const bare = (subtitle ?? '').replace(STATUS_SUFFIX, '');
  const status = tool.state === 'planned' ? 'coming soon' : tool.state === 'retired' ? 'retired' : '';
  if (!status) return bare || null;
  return bare ? `${bare} (${status})` : status[0]!.toUpperCase() + status.slice(1);
}

/**
 * How long a website draft takes once the wizard is answered: the one promise of time on every page (issue 39).
 * `npm run bench:draft` fails at 10 s (measured 0.6-1.1 s with the built-in copywriter, docs/benchmarks.md).
 */
export const DRAFT_TIME = 'about 10 seconds';
