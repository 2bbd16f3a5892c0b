// Vite and Astro's module types (`?url` imports, assets), so `npm run check` works on a fresh clone before any build.
/// <reference types="astro/client" />
