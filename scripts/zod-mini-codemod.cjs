/**
 * `node scripts/zod-mini-codemod.cjs <files…>` (issue 29): rewrites classic zod method chains in schema files to the
 * zod/mini functional forms, guided by the type checker (only calls on zod types change): `.min/.max/.regex/.trim…`
 * become one `.check(z.minLength(…), …)`, `.optional()` `z.optional(…)`, `.transform(f)` `z.pipe(…, z.transform(f))`,
 * `.extend/.pick/.default/.catch` their functions. Run it on a schema written for classic zod (e.g. from a branch
 * made before the change), then switch its import to `./z.ts` and fix what `npm run check` reports (z.preprocess is
 * `preprocess` from ./z.ts, a transform's ctx.addIssue is ctx.issues.push, `.strict()` is z.strictObject, type names
 * gain `Mini`). Long `.check(…)` calls are written one check a line. This is how src/schemas was converted.
 */
const ts = require('typescript');
const fs = require('fs');
const path = require('path');
const root = process.cwd();
const files = process.argv.slice(2).map((f) => path.resolve(root, f));
const cfg = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram({ rootNames: files, options: cfg.options });
const checker = program.getTypeChecker();

const NUMBER = /^Zod(Number|NumberFormat|Int|BigInt)/;
function zodName(node) {
  const t = checker.getTypeAtLocation(node);
  const s = t.getSymbol() || t.aliasSymbol;
  const n = s ? s.getName() : '';
  return /^Zod/.test(n) ? n : undefined;
}
const CHECKS = {
  min: (k, a) => `z.${NUMBER.test(k) ? 'gte' : 'minLength'}(${a})`,
  max: (k, a) => `z.${NUMBER.test(k) ? 'lte' : 'maxLength'}(${a})`,
  length: (k, a) => `z.length(${a})`,
  regex: (k, a) => `z.regex(${a})`,
  trim: () => `z.trim()`,
  toLowerCase: () => `z.toLowerCase()`,
  startsWith: (k, a) => `z.startsWith(${a})`,
  endsWith: (k, a) => `z.endsWith(${a})`,
  email: (k, a) => `z.email(${a})`,
  url: (k, a) => `z.url(${a})`,
  int: (k, a) => `z.int(${a})`,
  positive: (k, a) => `z.positive(${a})`,
  nonnegative: (k, a) => `z.nonnegative(${a})`,
  nonempty: (k, a) => `z.minLength(1${a ? ', ' + a : ''})`,
  refine: (k, a) => `z.refine(${a})`,
  superRefine: (k, a) => `z.superRefine(${a})`,
};
const WRAPS = {
  optional: (r) => `z.optional(${r})`,
  nullable: (r) => `z.nullable(${r})`,
  nullish: (r) => `z.nullish(${r})`,
  array: (r) => `z.array(${r})`,
  default: (r, a) => `z._default(${r}, ${a})`,
  catch: (r, a) => `z.catch(${r}, ${a})`,
  transform: (r, a) => `z.pipe(${r}, z.transform(${a}))`,
  pipe: (r, a) => `z.pipe(${r}, ${a})`,
  extend: (r, a) => `z.extend(${r}, ${a})`,
  pick: (r, a) => `z.pick(${r}, ${a})`,
  omit: (r, a) => `z.omit(${r}, ${a})`,
  partial: (r, a) => `z.partial(${r}${a ? ', ' + a : ''})`,
  or: (r, a) => `z.union([${r}, ${a}])`,
};

function convert(sf) {
  const text = sf.getFullText();
  // returns { text, base?, checks? } for a node
  function conv(node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const m = node.expression.name.text;
      const recv = node.expression.expression;
      const kind = (CHECKS[m] || WRAPS[m]) && zodName(recv);
      if (kind) {
        const r = conv(recv);
        const args = node.arguments.map((a) => conv(a).text).join(', ');
        if (CHECKS[m]) {
          const c = CHECKS[m](kind, args);
          const base = r.checks ? r.base : r.text;
          const checks = [...(r.checks || []), c];
          return { text: `${base}.check(${checks.join(', ')})`, base, checks };
        }
        return { text: WRAPS[m](r.text, args) };
      }
    }
    // generic: rebuild with converted children
    let out = '';
    let pos = node.getStart(sf);
    const end = node.getEnd();
    let changed = false;
    const parts = [];
    ts.forEachChild(node, (child) => {
      const cs = child.getStart(sf);
      const c = conv(child);
      if (c.text !== text.slice(cs, child.getEnd())) changed = true;
      parts.push([cs, child.getEnd(), c.text]);
    });
    if (!changed) return { text: text.slice(node.getStart(sf), end) };
    for (const [s, e, t] of parts) {
      out += text.slice(pos, s) + t;
      pos = e;
    }
    out += text.slice(pos, end);
    return { text: out };
  }
  const body = conv(sf).text;
  return text.slice(0, sf.getStart(sf)) + body + text.slice(sf.getEnd());
}


/** Long `.check(a, b, c)` calls: one check a line, indented under the line the call is on. */
function reflow(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  const lineOf = (pos) => sf.getLineAndCharacterOfPosition(pos).line;
  const lineText = (line) => text.slice(sf.getPositionOfLineAndCharacter(line, 0)).split('\n')[0];
  function visit(node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'check' && node.arguments.length > 1) {
      const startLine = lineOf(node.expression.name.getStart(sf));
      const long = lineText(startLine).length > 120;
      const multiArgLine = node.arguments.every((a) => !a.getText(sf).includes('\n'));
      if (long) {
        const indent = lineText(startLine).match(/^\s*/)[0];
        const args = node.arguments.map((a) => `${indent}  ${a.getText(sf)},`).join('\n');
        const open = node.arguments.pos; // right after '('
        const close = node.end - 1; // the ')'
        edits.push([open, close, `\n${args}\n${indent}`]);
        return; // args have no nested long checks worth reflowing
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(sf);
  let out = text;
  for (const [s, e, t] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, s) + t + out.slice(e);
  return out;
}

for (const f of files) {
  const sf = program.getSourceFile(f);
  const out = convert(sf);
  if (out !== sf.getFullText()) { fs.writeFileSync(f, reflow(f, out)); console.log('converted', path.relative(root, f)); }
}
