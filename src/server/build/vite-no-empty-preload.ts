/**
 * Vite wraps every dynamic `import()` of browser code in its preload helper (`preload-helper.*.js`, 0.9 KB
 * gzipped), which loads the imported chunk's CSS and module preloads first. Module preloading is off in
 * this build (astro.config.mjs), so the helper is often called with no dependencies at all (`[]`), where
 * it only calls the import. The listing page's popup trigger is such a call, and the helper was the
 * largest of its scripts (issue 19: a listing page is 12 KB or less, visit counter included). This plugin
 * unwraps those calls after bundling and drops the helper's import where nothing else uses it; calls
 * with dependencies keep the helper.
 */
import type { Plugin } from 'vite';

const IDENT = /[\w$]/;

/** The index of the brace closing the one at `open`, skipping strings and template literals (minified code). */
function closingBrace(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `code` with `helper(async()=>{…},[])` calls made plain `(async()=>{…})()`; null when nothing changed. */
export function unwrapEmptyPreloads(code: string, helperFile: string): string | null {
  const name = helperFile
    .split('/')
    .pop()!
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const imported = new RegExp(
    `import\\s*\\{\\s*[\\w$]+\\s+as\\s+([\\w$]+)\\s*\\}\\s*from\\s*["']\\./${name}["'];?`,
  ).exec(code);
  if (!imported) return null;
  const local = imported[1]!;
  const call = `${local}(async()=>{`;
  let out = code;
  let from = 0;
  let changed = false;
  for (let at = out.indexOf(call, from); at !== -1; at = out.indexOf(call, from)) {
    from = at + call.length;
    if (at > 0 && IDENT.test(out[at - 1]!)) continue;
    const close = closingBrace(out, at + call.length - 1);
    if (close === -1 || !out.startsWith(',[])', close + 1)) continue;
    out = `${out.slice(0, at)}(async()=>{${out.slice(at + call.length, close)}})()${out.slice(close + 5)}`;
    changed = true;
  }
  if (!changed) return null;
  // The import goes only when no other call like the helper's is left (minified code reuses the name
  // for locals, so a look-alike keeps it: the safe side).
  const rest = out.replace(imported[0], '');
  return new RegExp(`(^|[^\\w$.])${local.replace(/\$/g, '\\$')}\\((async)?\\(\\)=>`).test(rest) ? out : rest;
}

export function noEmptyPreloads(): Plugin {
  return {
    name: 'main-street-no-empty-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own import analysis has written each call's dependencies in place of its marker.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const helper = Object.keys(bundle).find((file) => /(^|\/)preload-helper\.[\w-]+\.js$/.test(file));
        if (!helper) return;
        let stillUsed = false;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.fileName === helper) continue;
          const code = unwrapEmptyPreloads(chunk.code, helper);
          if (code !== null) chunk.code = code;
          if (chunk.code.includes(helper.split('/').pop()!)) stillUsed = true;
          else chunk.imports = chunk.imports.filter((file) => file !== helper);
        }
        if (!stillUsed) delete bundle[helper];
      },
    },
  };
}
