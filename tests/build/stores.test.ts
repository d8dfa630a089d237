/**
 * docs/ARCHITECTURE.md: every module store is made with createStore (src/lib/create-store.ts);
 * no module keeps its own set of change listeners.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const STORE_HELPER = 'src/lib/create-store.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

test('only createStore keeps a set of change listeners', () => {
  const files = sources('src');
  const withListenerSets = files.filter((file) =>
    /new Set<\(\) => void>\(/.test(readFileSync(path.join(root, file), 'utf8')),
  );
  expect(files.length).toBeGreaterThan(100);
  expect(withListenerSets).toEqual([STORE_HELPER]);
});
