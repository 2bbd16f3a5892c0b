/** `tsx scripts/seed-examples.ts`: generates the creator showcase's example websites (idempotent). */
import { seedExampleSites } from '../src/server/seed/example-sites.ts';
import { DEMO_SITES, seedDemoWebsite } from '../src/server/seed/demo-website.ts';
import { seedDemoContent } from '../src/server/seed/demo-content.ts';
import { closeScreenshotBrowser } from '../src/server/screenshot/screenshot.ts';
import { closeDb } from '../src/server/db/client.ts';

await seedExampleSites((line) => console.log(`[examples] ${line}`));

// The demo account's ready draft (and, with a paid demo plan, its first live version), so a newcomer can publish.
await seedDemoWebsite((line) => console.log(`[examples] ${line}`));
// Its articles and images (the Complete plan's content tools), after the site they link to.
await seedDemoContent((line) => console.log(`[examples] ${line}`));
// The demo salon's live site, whose service pages book a haircut with a deposit (issue 41).
await seedDemoWebsite((line) => console.log(`[examples] ${line}`), DEMO_SITES.salon);
await closeScreenshotBrowser();
await closeDb();
