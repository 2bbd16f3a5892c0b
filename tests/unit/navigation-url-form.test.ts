// Issue 28, one URL form: every place a script sends people, or a function fetches a page, names the page in
// the slash form, so no navigation takes a 301 hop. A scan of the sources (scripts/lib/navigation-scan.ts)
// and the values that navigations are built from.
import { describe, expect, it } from 'vitest';
import { findSlashlessNavigations, scanNavigations } from '../../scripts/lib/navigation-scan.ts';
import { homeFor } from '../../src/shared/auth.ts';
import { DEFAULT_NEXT, safeNextPath } from '../../src/shared/safe-next.ts';
import { FIX_AT } from '../../src/features/reporting/maintenance.ts';
import { accountFormHtml } from '../../src/features/account-forms/form-html.ts';
import { pathInUrlForm } from '../../src/shared/url-form.ts';

describe('the scan', () => {
  it('finds a slashless page path in each kind of navigation', () => {
    const source = [
      "if (!ok) window.location.replace('/login');",
      'location.href = "/dashboard?tab=1";',
      "onSuccess={() => goTo('/checkout')}",
      "return seeOther('/dashboard', signedIn);",
      "pageWith(req, '/get-started', html, 200);",
      "link.href = '/pricing';",
      '<a href="/referral-program">Refer</a>',
      '<form action="/directory" method="get">',
      "export function homeFor(a: A): '/checkout' | '/dashboard/' {",
    ].join('\n');
    expect(findSlashlessNavigations(source).map((f) => [f.line, f.sink, f.target])).toEqual([
      [1, 'location.assign/replace', '/login'],
      [2, 'location.href =', '/dashboard?tab=1'],
      [3, 'goTo', '/checkout'],
      [4, 'seeOther', '/dashboard'],
      [5, 'pageWith', '/get-started'],
      [6, '.href =', '/pricing'],
      [7, 'href attribute', '/referral-program'],
      [8, 'form action', '/directory'],
      [9, 'returned path type', '/checkout'],
    ]);
  });

  it('leaves the slash form, APIs, files and paths built at run time alone', () => {
    const source = [
      "window.location.replace('/login/');",
      "goTo('/dashboard/?saved=listing');",
      "goTo('/');",
      "location.assign('/rss.xml');",
      "fetch('/api/business/auth'); location.assign('/api/x');",
      '<a href="/files/listing-images/a.jpg">',
      'goTo(`/directory/${slug}`);',
      'goTo(next);',
      '<form action="/api/business/login" method="post">',
    ].join('\n');
    expect(findSlashlessNavigations(source)).toEqual([]);
  });

  it('finds none in src/ and functions/', async () => {
    const { files, found } = await scanNavigations(['src', 'functions']);
    expect(files).toBeGreaterThan(300);
    expect(found.map((f) => `${f.file}:${f.line} ${f.sink} ${f.target}`)).toEqual([]);
  });
});

describe('the values navigations are built from', () => {
  it('are in the slash form', () => {
    const inForm = (path: string) => expect(pathInUrlForm(path)).toBe(path);
    inForm(homeFor({ rank: 'registered', bloc_services: [] }));
    inForm(homeFor({ rank: 'complete', bloc_services: ['hosting'] }));
    inForm(DEFAULT_NEXT);
    for (const fix of Object.values(FIX_AT)) inForm(fix);
    expect(accountFormHtml('signup')).toContain('name="next" value="/checkout/"');
  });

  it('turn an emailed next path into the slash form', () => {
    expect(safeNextPath('/create-business-website?x=1')).toBe('/create-business-website/?x=1');
    expect(safeNextPath('/referral-program#join')).toBe('/referral-program/#join');
  });
});
