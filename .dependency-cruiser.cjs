/**
 * The project's dependency rules (CONTRIBUTING.md, "Where code goes"), checked by `npm run check`.
 * dependency-cruiser reads .ts/.tsx/.mts files; scripts/check-deps.ts runs it, applies the rules that name
 * src/components, src/features and src/layouts to .astro files too, whose imports it cannot parse, and checks
 * components-load-no-data itself (what reaches src/server/db by value imports, however indirectly).
 */
const ISLAND_CODE = ['\\.tsx$', '\\.store\\.ts$', '^node_modules/(nanostores|@nanostores|react|react-dom|preact)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-the-bottom',
      comment: 'src/shared holds pure constants and helpers for every layer: it imports nothing else from the project.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(?!shared/)|functions/|scripts/)' },
    },
    {
      name: 'schemas-import-no-upper-layer',
      comment:
        'src/schemas is shared by islands and functions: it may import src/shared and zod, never features, server or components.',
      severity: 'error',
      from: { path: '^src/schemas/' },
      to: { path: '^src/(features|server|components|pages|layouts|scripts)/' },
    },
    {
      name: 'functions-call-the-server',
      comment:
        'A function is thin: it parses with src/schemas and makes one call into src/server ' +
        '(constants from src/shared). ' +
        'Pure feature logic it needs is reached through src/server, which owns what happens on a request.',
      severity: 'error',
      from: { path: '^(deploy/live-sites/)?functions/' },
      to: { path: '^(src/(?!(server|schemas|shared)/)|scripts/)' },
    },
    {
      name: 'ui-imports-server-types-only',
      comment:
        'Features, components and layouts get their data as props: from src/server they may import types, never code ' +
        '(pure logic they need lives in src/features or src/shared).',
      severity: 'error',
      from: { path: '^src/(features|components|layouts)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-above-features',
      comment:
        'Components and layouts assemble pages from features (islands, pure logic); ' +
        'a feature never imports a component ' +
        'or a layout, so the two folders do not import each other both ways.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(components|layouts)/' },
    },
    {
      name: 'server-imports-no-island-code',
      comment: 'Functions and src/server run on the server: no React components, nanostores stores or React itself.',
      severity: 'error',
      from: { path: '^((deploy/live-sites/)?functions|src/server)/' },
      to: { path: ISLAND_CODE },
    },
    {
      name: 'one-zod',
      comment:
        'Schemas and server code use zod/mini through src/schemas/z.ts (its English messages on both sides); classic zod would add its weight to every page or function that reaches it.',
      severity: 'error',
      from: { path: '^(src|functions|deploy/live-sites/functions)/' },
      to: { path: '^node_modules/zod/(index\\.|v4/index\\.|v4/classic/)' },
    },
    {
      name: 'no-circular',
      comment: 'Import loops make load order matter and layers blur.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Package paths stay under node_modules/ (the rules match them there) even where it is a link.
    preserveSymlinks: true,
    exclude: { path: '^(dist|\\.data|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
