// The project's own client directive (astro.config.mjs, src/scripts/client-interaction.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
export {};
