/**
 * docs/ARCHITECTURE.md's Features table names every folder in src/features, and nothing
 * that is not there: a newcomer looks a capability up in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

test('the Features table lists exactly the feature folders', () => {
  const folders = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const table = doc.slice(
    doc.indexOf('## Features'),
    doc.indexOf('\n## ', doc.indexOf('## Features') + 1),
  );
  const listed = [...table.matchAll(/^\| `([a-z-]+)\/`/gm)].map((m) => m[1]).sort();
  expect(folders.length).toBeGreaterThan(10);
  expect(listed).toEqual(folders);
});
