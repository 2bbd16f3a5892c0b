// Test files that share modules (vitest.config.ts: isolate: false) must not replace modules: a vi.mock there could
// reach another file. The unit files that do are listed to keep a module graph of their own; function tests have none.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_FILES } from '../../vitest.config.ts';

const MOCKS = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const filesThatMock = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && MOCKS.test(readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => `${dir}/${name}`)
    .sort();

describe('test files that replace modules', () => {
  it('are the unit files vitest.config.ts keeps isolated, and no function test', () => {
    expect(filesThatMock('tests/unit').filter((file) => file !== 'tests/unit/test-isolation.test.ts')).toEqual(
      [...MOCKING_UNIT_FILES].sort(),
    );
    expect(filesThatMock('tests/functions')).toEqual([]);
  });
});
