import { describe, expect, it } from 'vitest';
import {
  formatTable,
  judgeBundles,
  kindOf,
  largestFiles,
  median,
  sizeByPackage,
  TARGETS,
  type BundleTargets,
  type FunctionSize,
} from '../../scripts/lib/bundle-budget.ts';
import { findEnd, parseCentralDirectory } from '../../scripts/lib/zip-entries.ts';

const MB = 1024 * 1024;

function fn(name: string, zippedMb: number, extra: Partial<FunctionSize> = {}): FunctionSize {
  return {
    deploy: 'platform',
    name,
    kind: 'request',
    zipped: zippedMb * MB,
    unzipped: zippedMb * 3 * MB,
    files: [{ path: `functions/${name}.mjs`, bytes: 1000 }],
    ...extra,
  };
}

const targets: BundleTargets = {
  named: [{ name: 'beacon', maxZipped: 2 * MB, why: 'on every page' }],
  medianZipped: 1.5 * MB,
  forbiddenFiles: TARGETS.forbiddenFiles,
  restrictedPackages: [{ package: 'sharp', pattern: TARGETS.restrictedPackages[0]!.pattern, allowed: ['photos'] }],
};

describe('judgeBundles', () => {
  it('passes a table within every limit and target', () => {
    const verdict = judgeBundles([fn('beacon', 1.1), fn('a', 1), fn('b', 1.2)], targets);
    expect(verdict.problems).toEqual([]);
    expect(verdict.median).toBe(1.1 * MB);
  });

  it("fails a function over Netlify's 50 MB zipped or 250 MB unzipped, whatever its kind", () => {
    const verdict = judgeBundles(
      [
        fn('beacon', 1),
        fn('big', 51, { kind: 'scheduled' }),
        fn('wide', 1, { kind: 'background', unzipped: 251 * MB }),
      ],
      targets,
    );
    expect(verdict.problems).toEqual([
      "platform/big: 51.00 MB zipped, over Netlify's 50.00 MB",
      "platform/wide: 251.00 MB unzipped, over Netlify's 250.00 MB",
    ]);
    expect(verdict.overBudget).toEqual(['platform/big', 'platform/wide']);
  });

  it('fails a function that lacks a file it reads at run time (netlify.toml included_files)', () => {
    const required = {
      ...targets,
      requiredFiles: [{ name: 'cards', pattern: /node_modules\/fonts\/a\.woff2$/, why: 'its typeface' }],
    };
    const withFont = fn('cards', 1, { files: [{ path: 'node_modules/fonts/a.woff2', bytes: 10 }] });
    expect(judgeBundles([fn('beacon', 1), withFont], required).problems).toEqual([]);
    const problems = judgeBundles([fn('beacon', 1), fn('cards', 1)], required).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^platform\/cards: does not carry .*a\.woff2\$ \(its typeface\)/);
    expect(TARGETS.requiredFiles?.map((r) => r.name)).toEqual(['og-listing-background', 'og-listing-background']);
  });

  it('holds every request-path function to 5 MB zipped (sharp or not), but not scheduled or background ones', () => {
    const small = ['b', 'c', 'd', 'e', 'f'].map((name) => fn(name, 1));
    const verdict = judgeBundles(
      [
        fn('beacon', 1),
        ...small,
        fn('api', 5.5),
        fn('cron', 9, { kind: 'scheduled' }),
        fn('slow', 9, { kind: 'background' }),
        fn('photos', 9),
      ],
      targets,
    );
    expect(verdict.problems).toEqual([
      "platform/api: 5.50 MB zipped, over Netlify's 5.00 MB for a request-path function",
      "platform/photos: 9.00 MB zipped, over Netlify's 5.00 MB for a request-path function",
    ]);
  });

  it('fails a named function over its own budget, and a named function that is missing', () => {
    expect(judgeBundles([fn('beacon', 2.5), fn('a', 1), fn('b', 1)], targets).problems).toEqual([
      'platform/beacon: 2.50 MB zipped, over its target of 2.00 MB (on every page)',
    ]);
    expect(judgeBundles([fn('other', 1)], targets).problems).toEqual([
      'beacon: not found among the bundles (the target table names it: on every page)',
    ]);
  });

  it('fails a median over 1.5 MB', () => {
    const verdict = judgeBundles([fn('beacon', 1), fn('a', 1.6), fn('b', 1.7)], targets);
    expect(verdict.problems).toEqual(['median function is 1.60 MB zipped, over the target of 1.50 MB']);
    expect(verdict.overBudget).toEqual([]);
  });

  it('fails any function carrying the Node binary', () => {
    const files = [{ path: 'node_modules/node/bin/node', bytes: 120 * MB }];
    expect(judgeBundles([fn('beacon', 1), fn('a', 1, { files })], targets).problems).toEqual([
      'platform/a: carries node_modules/node/bin/node (the Node binary (the `node` package): Netlify brings its own)',
    ]);
  });

  it('lets only the listed functions carry sharp or its libvips', () => {
    const files = [{ path: 'node_modules/@img/sharp-libvips-linux-x64/lib/libvips-cpp.so.8', bytes: 18 * MB }];
    const verdict = judgeBundles([fn('beacon', 1, { files }), fn('photos', 1, { files })], targets);
    expect(verdict.problems).toHaveLength(1);
    expect(verdict.problems[0]).toMatch(/^platform\/beacon: carries sharp \(node_modules\/@img\/sharp-libvips/);
  });
});

describe('the report helpers', () => {
  const f = fn('a', 1, {
    files: [
      { path: 'node_modules/@img/sharp-libvips-linux-x64/lib/libvips.so', bytes: 18 * MB },
      { path: 'node_modules/zod/index.js', bytes: 2 * MB },
      { path: 'node_modules/zod/locales.js', bytes: 1 * MB },
      { path: 'functions/a.mjs', bytes: 1000 },
    ],
  });

  it('lists the largest files and packages first', () => {
    expect(largestFiles(f, 2).map((x) => x.path)).toEqual([
      'node_modules/@img/sharp-libvips-linux-x64/lib/libvips.so',
      'node_modules/zod/index.js',
    ]);
    expect(sizeByPackage(f)).toEqual([
      { name: '@img/sharp-libvips-linux-x64', bytes: 18 * MB },
      { name: 'zod', bytes: 3 * MB },
      { name: '(own code)', bytes: 1000 },
    ]);
  });

  it('prints the table largest first', () => {
    const lines = formatTable([fn('small', 1), fn('large', 3)]).split('\n');
    expect(lines[1]).toMatch(/^platform\/large\s+request\s+3\.00 MB\s+9\.00 MB$/);
    expect(lines[2]).toMatch(/^platform\/small/);
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("tells a function's kind from Netlify's manifest", () => {
    expect(kindOf({ name: 'x', path: 'x.zip', schedule: '@daily' })).toBe('scheduled');
    expect(kindOf({ name: 'x-background', path: 'x.zip' })).toBe('background');
    expect(kindOf({ name: 'x', path: 'x.zip', invocationMode: 'background' })).toBe('background');
    expect(kindOf({ name: 'x', path: 'x.zip', invocationMode: 'stream' })).toBe('request');
  });
});

describe('reading a zip central directory', () => {
  it('finds the entries and their unzipped sizes, skipping folders', () => {
    const entry = (name: string, compressed: number, size: number) => {
      const head = Buffer.alloc(46);
      head.writeUInt32LE(0x02014b50, 0);
      head.writeUInt32LE(compressed, 20);
      head.writeUInt32LE(size, 24);
      head.writeUInt16LE(Buffer.byteLength(name), 28);
      return Buffer.concat([head, Buffer.from(name)]);
    };
    const directory = Buffer.concat([entry('a/', 0, 0), entry('a/b.js', 10, 30), entry('c.so', 100, 400)]);
    expect(parseCentralDirectory(directory, 3)).toEqual([
      { path: 'a/b.js', compressed: 10, bytes: 30 },
      { path: 'c.so', compressed: 100, bytes: 400 },
    ]);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    expect(findEnd(Buffer.concat([Buffer.alloc(5), end]))).toBe(5);
    expect(findEnd(Buffer.alloc(30))).toBe(-1);
  });
});
