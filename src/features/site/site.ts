/** Facts about the product shown across pages. */
export const SITE = {
  name: 'Main Street',
  tagline: 'Websites, a free local directory and business tools for Canadian small businesses',
  supportPhone: '+1 780-555-0199',
  supportPhoneHref: 'tel:+17805550199',
  supportEmail: 'support@mainstreet.example',
  dashboardHost: 'https://dashboard.mainstreet.example',
  mission:
    'Main Street helps small businesses get online in minutes: an AI-designed website, a free listing in a local directory, and the everyday tools to run the shop.',
} as const;

// Built tools only (issue 39: src/shared/offer.ts; offer-truth.test.ts checks): a menu never offers a planned one.
export const TRENDING_TOOLS = [
  { href: '/business-tools/reporting/', label: 'Reporting' },
  { href: '/business-tools/task-manager/', label: 'Task manager' },
  { href: '/business-tools/ai-website-generation/', label: 'AI website generation' },
  { href: '/business-tools/user-manager/', label: 'User manager' },
] as const;
