/**
 * Comments and docs cite the reasons for a rule by file (docs/decisions/NNNN-*.md §n), never
 * by a tracker's issue number a newcomer cannot open; and every decision file cited exists,
 * with the section cited.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PLACES = ['src', 'functions/src', 'sw', 'scripts', 'tests', 'bench', 'docs'];
const FILES = ['README.md', 'firestore.rules', '.env.example', 'firebase.json'];
const SKIP = new Set(['node_modules', 'lib', 'dist']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIP.has(name)) return [];
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|tsx|mjs|js|md|rules|json)$/.test(name) ? [full] : [];
  });
}

const files = [
  ...PLACES.flatMap((place) => walk(path.join(root, place))),
  ...FILES.map((name) => path.join(root, name)),
].filter((file) => path.relative(root, file) !== 'docs/SPEC.md');

test("no comment or doc cites an 'issue N'", () => {
  // A citation may wrap: a line ending in 'issue' and the next comment line starting with N.
  const hits = files.flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines
      .map((line, i) => ({
        at: `${path.relative(root, file)}:${i + 1}`,
        line: `${line} ${(lines[i + 1] ?? '').replace(/^\s*(\*|\/\/|#)?\s*/, '')}`,
      }))
      .filter(({ line }) => /\b[Ii]ssues?\s+#?\d+/.test(line));
  });
  expect(files.length).toBeGreaterThan(300);
  expect(hits).toEqual([]);
});

test('every decision cited exists, with the section cited', () => {
  const cited = new Map<string, Set<string>>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /decisions\/(\d{4}-[a-z-]+\.md)((?:,? §\d+)*)/g,
    )) {
      const sections = cited.get(m[1]!) ?? new Set<string>();
      for (const s of m[2]!.matchAll(/§(\d+)/g)) sections.add(s[1]!);
      cited.set(m[1]!, sections);
    }
  }
  expect(cited.size).toBe(5);
  for (const [name, sections] of cited) {
    const file = path.join(root, 'docs/decisions', name);
    expect(existsSync(file), name).toBe(true);
    const text = readFileSync(file, 'utf8');
    for (const section of sections)
      expect(text, `${name} §${section}`).toMatch(new RegExp(`^## §${section} `, 'm'));
  }
});
