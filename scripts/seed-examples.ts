/** `tsx scripts/seed-examples.ts`: generates the creator showcase's example websites (idempotent). */
import { seedExampleSites } from '../src/server/seed/example-sites.ts';

await seedExampleSites((line) => console.log(`[examples] ${line}`));
