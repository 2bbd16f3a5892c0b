/**
 * The declared kind of every function in functions/ (rules: scripts/lib/function-kinds.ts). A new
 * function gets a line here or tests/unit/function-kinds.test.ts fails; docs/deploy.md §8 prints this.
 */
import type { Declared } from './function-kinds.ts';

const DB = 'database statements only';
const MAIL = 'database statements, then at most a few emails';
const STRIPE = 'database statements and a few Stripe calls (8 s timeout each)';
const sync = (how = DB, more: Partial<Declared> = {}): Declared => ({ kind: 'synchronous', how, ...more });
const scheduled = (how: string, more: Partial<Declared> = {}): Declared => ({ kind: 'scheduled', how, ...more });
const background = (how: string): Declared => ({ kind: 'background', how });

const ARTICLES_MODULE = {
  'src/server/ai/article-writer.ts':
    'articles.ts holds the writer for the background path; this function writes no article with a model',
  'src/server/ai/openai.ts': 'through the article writer, never called here',
};

export const FUNCTION_KINDS: Record<string, Declared> = {
  'account-businesses': sync(),
  'account-confirm-email': sync(MAIL),
  'account-confirm-signup': sync(MAIL),
  'account-delete': sync(STRIPE),
  'account-email': sync(MAIL),
  'account-forgot-password': sync(MAIL),
  'account-password': sync(),
  'account-reset-password': sync(MAIL),
  'admin-listing-claim-requests': sync(MAIL),
  'admin-review-moderate': sync(MAIL),
  'admin-reviews': sync(MAIL),
  'ai-download-website': sync('reads a stored draft and zips it'),
  'ai-generate-website': sync(
    'the built-in copywriter writes inline; a model hands off to generate-website-background',
    {
      reachesWithoutWaiting: {
        'src/server/ai/openai.ts': 'pipeline.ts picks the copywriter: with a model it starts the background function',
      },
    },
  ),
  'ai-retrieve-generation-status': sync(),
  'article-draft-background': background('one article from a model, started by POST /api/articles'),
  'articles-publish': sync('publishes a written article', { reachesWithoutWaiting: ARTICLES_MODULE }),
  articles: sync('the built-in writer inline; a model hands off to article-draft-background', {
    reachesWithoutWaiting: ARTICLES_MODULE,
  }),
  'bloc-mail-create-new-bloc-mail': sync(MAIL),
  'bookings-booking': sync(STRIPE),
  'bookings-calendar-feed': sync(),
  'bookings-calendar-ics': sync(),
  'bookings-calendar-slots': sync(STRIPE),
  'bookings-calendar': sync(STRIPE),
  'bookings-cancel': sync(STRIPE),
  'bookings-options': sync(STRIPE),
  'bookings-reschedule': sync(STRIPE),
  'bookings-setup': sync(),
  'bookings-slots': sync(),
  bookings: sync(STRIPE),
  'business-auth': sync(),
  'business-choose-free-plan': sync(),
  'business-create': sync(MAIL),
  'business-directory-changed': sync(),
  'business-directory-retrieve-listing': sync(),
  'business-directory-retrieve': sync(),
  'business-listing-claim-link': sync(MAIL),
  'business-listing-claim-request': sync(MAIL),
  'business-listing-claim': sync(MAIL),
  'business-listing-image': sync('stores one upload'),
  'business-listing': sync(),
  'business-login': sync(),
  'business-logout-everywhere': sync(),
  'business-logout': sync(),
  'business-update-rank': sync(STRIPE),
  'commerce-billing-portal': sync(STRIPE),
  'commerce-create-subscription': sync(STRIPE),
  'commerce-init-checkout': sync(),
  'content-retrieve-news': sync(),
  'content-retrieve': sync(),
  'email-unsubscribe': sync(),
  files: sync('streams one stored file'),
  'generate-website-background': background('one website draft from a model, started by POST /api/ai/generate-website'),
  'images-use': sync('stores one photo'),
  images: sync('uploads; generating an image waits for the OpenAI Images API', {
    overLimit: 'issue 42 item 2: image generation is still on the request path',
  }),
  'inbox-lead-handled': sync(MAIL),
  'inbox-leads-csv': sync(MAIL),
  'inbox-leads': sync(MAIL),
  'inbox-review-reply': sync(),
  'inbox-reviews': sync(),
  'live-sites': sync(),
  'maintenance-check-background': background('checks one batch of at most 40 claimed sites (about 16 s each at most)'),
  maintenance: sync('reads the stored check history', {
    reachesWithoutWaiting: {
      'src/server/maintenance/check-site.ts': 'maintenance.ts also holds the checks; the report only reads them',
      'src/server/net/safe-fetch.ts': 'through the site checker, never called here',
    },
  }),
  'og-listing': sync('draws one preview card'),
  'payouts-account': sync(STRIPE),
  'payouts-onboarding': sync(STRIPE),
  region: sync(),
  'reporting-collect': sync(),
  'reporting-csv': sync(),
  'reporting-settings': sync(),
  'reporting-weekly-digest': scheduled('one email per business that keeps the digest on', {
    overLimit: 'grows with the number of businesses: not yet fanned out',
  }),
  reporting: sync(),
  'review-status': sync(),
  'scheduled-bookings': scheduled('expires holds in one statement; reminders, review requests and refunds claimed', {
    capped: '200 reminders, 200 review requests and 50 deposit refunds a run (LIMIT … FOR UPDATE SKIP LOCKED)',
  }),
  'scheduled-expire-order-holds': scheduled('expires held orders; cancels their PaymentIntents', {
    capped: 'the claiming statement takes a limited batch a run (LIMIT $2 FOR UPDATE SKIP LOCKED), every minute',
  }),
  'scheduled-maintenance-check': scheduled(
    'claims the due sites in one statement (SKIP LOCKED) and starts maintenance-check-background per 40 sites',
  ),
  'scheduled-prune-rate-limits': scheduled('two DELETE statements', {
    reachesWithoutWaiting: { 'src/server/mail/send.ts': 'signup.ts also sends sign-up links; pruning sends none' },
  }),
  'scheduled-prune-site-photos': scheduled('deletes unused photos in batches'),
  'scheduled-publish-articles': scheduled('at most 200 due articles a run', { reachesWithoutWaiting: ARTICLES_MODULE }),
  'scheduled-rebuild': scheduled('one build-hook call when something changed'),
  'scheduled-reporting-rollup': scheduled('a few aggregate statements'),
  'shop-catalogue-items': sync(),
  'shop-catalogue-photo': sync('stores one photo'),
  'shop-catalogue-reorder': sync(),
  'shop-catalogue-sections': sync(),
  'shop-catalogue': sync(),
  'shop-checkout': sync(STRIPE),
  'shop-order-action': sync(STRIPE),
  'shop-order-refund': sync(STRIPE),
  'shop-order': sync(STRIPE),
  'shop-orders-csv': sync(),
  'shop-orders-one': sync(),
  'shop-orders': sync(),
  'shop-pickup-times': sync(),
  'shop-settings': sync(),
  'site-freshness': sync(),
  'site-photos': sync('stores one photo'),
  'site-second-language': sync('records the job and starts site-second-language-background; the editor polls', {
    reachesWithoutWaiting: {
      'src/server/ai/openai.ts': 'second-language-jobs.ts holds the background run too; this function only starts it',
    },
  }),
  'site-second-language-background': background("one website's second language from the copywriter (a model)"),
  'site-spec': sync(),
  sites: sync(),
  'stripe-webhook': sync(STRIPE),
  'tasks-calendar-feed': sync(),
  'tasks-calendar': sync(),
  'tasks-from-inbox': sync(),
  'tasks-item': sync(),
  'tasks-morning-email': scheduled('one email per assignee where it is 7 a.m.', {
    overLimit: 'grows with the number of businesses: not yet fanned out',
  }),
  tasks: sync(),
  'team-invitation': sync(MAIL),
  'team-invite': sync(MAIL),
  'team-log': sync(),
  'team-member': sync(),
  'team-transfer': sync(),
  team: sync(),
  'tool-retrieve-all': sync(),
  'tool-retrieve-details': sync(),
  'website-domain-verify': sync('one DNS lookup and a Netlify API call'),
  'website-domain': sync('a Netlify API call'),
  'website-live-spec': sync(),
  'website-publish': sync('stores the version and renders its preview'),
  'website-rollback': sync(),
  website: sync(),
};
