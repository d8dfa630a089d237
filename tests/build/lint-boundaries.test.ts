/**
 * The layer map enforces itself: a feature folder created today gets its boundary without an
 * edit to eslint.config.js, the app reaches a feature only through its index.ts, an import
 * cycle fails lint (scripts/lib/eslint-import-cycles.mjs), and a callable cannot skip the opening checks (importing `onCall`
 * anywhere in the functions but functions/src/safety/callable.ts fails lint, so each one is
 * built by signedInCallable, which refuses signed-out and banned callers before its own
 * work), and a transaction's reads are never sent side by side (the emulator fails them).
 * Writes throw-away files into src/features, src/app and functions/src, lints them
 * with the project's own config, and removes them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probe = `lint-probe-${process.pid}`;
const feature = path.join(root, 'src/features', probe);
const functions = path.join(root, 'functions/src', probe);
const app = path.join(root, 'src/app', probe);
let results: ESLint.LintResult[] = [];

function rulesIn(dir: string, file: string): string[] {
  const result = results.find((r) => r.filePath === path.join(dir, file));
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

function write(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

beforeAll(async () => {
  write(feature, {
    'reaches-into-home.ts':
      "import { HomeCards } from '@/features/home/home-cards';\n\nexport const cards = HomeCards;\n",
    'cycle-a.ts': "import { b } from './cycle-b';\n\nexport const a = (): number => b() + 1;\n",
    'cycle-b.ts':
      "import { a } from './cycle-a';\n\nexport const b = (): number => (a.length ? 1 : 0);\n",
    // A longer cycle through the alias and a re-export, and one closed by a lazy import().
    'ring-a.ts': `import { c } from '@/features/${probe}/ring-c';\n\nexport const a = (): number => c + 1;\n`,
    'ring-b.ts': "export { a } from './ring-a';\n",
    'ring-c.ts': "export const c = 1;\n\nexport const load = () => import('./ring-b');\n",
    // A type import vanishes from the emitted code: no cycle.
    'typed-a.ts':
      "import { size } from './typed-b';\n\nexport interface Shape {\n  size: number;\n}\n\nexport const s = size;\n",
    'typed-b.ts':
      "import type { Shape } from './typed-a';\nimport { type Shape as Same } from './typed-a';\n\nexport const size = 1;\nexport const shapes: (Shape | Same)[] = [];\n",
  });
  write(app, {
    'deep.ts':
      "import { HomeCards } from '@/features/home/home-cards';\n\nexport const cards = HomeCards;\n",
    'deep-relative.ts':
      "import { HomeCards } from '../../features/home/home-cards';\n\nexport const cards = HomeCards;\n",
    'deep-into-new-feature.ts': `import { a } from '@/features/${probe}/cycle-a';\n\nexport const probe = a;\n`,
    'surface.ts':
      "import { HomeCards } from '@/features/home';\n\nexport const cards = HomeCards;\n",
    'loaders.ts':
      "import { loadChatList } from '@/features/chat-list/lazy';\n\nexport const load = loadChatList;\n",
    'lazy-lookalike.ts':
      "import { ChatList } from '@/features/chat-list/lazy-chat-list';\n\nexport const list = ChatList;\n",
  });
  write(functions, {
    'raw.ts':
      "import { onCall } from 'firebase-functions/v2/https';\n\nexport const probe = onCall(() => ({ ok: true }));\n",
    'wrapped.ts':
      "import { signedInCallable } from '../safety/callable';\n\nexport const probe = signedInCallable('serverTime', () => ({ now: 0 }));\n",
    'parallel-reads.ts': [
      "import { getFirestore } from 'firebase-admin/firestore';\n",
      'export const probe = getFirestore().runTransaction(async (tx) => {',
      "  const docs = getFirestore().collection('x');",
      "  return Promise.all([tx.get(docs.doc('a')), tx.get(docs.doc('b'))]);",
      '});\n',
    ].join('\n'),
    'reads-in-turn.ts': [
      "import { getFirestore } from 'firebase-admin/firestore';\n",
      'export const probe = getFirestore().runTransaction(async (tx) => {',
      "  const docs = getFirestore().collection('x');",
      "  const a = await tx.get(docs.doc('a'));",
      "  const b = await tx.get(docs.doc('b'));",
      '  return [a, b];',
      '});\n',
    ].join('\n'),
  });
  // A new ESLint instance loads eslint.config.js now, with the probe folders present.
  const eslint = new ESLint({ cwd: root });
  results = await eslint.lintFiles([
    path.join(feature, '*.ts'),
    path.join(app, '*.ts'),
    path.join(functions, '*.ts'),
  ]);
  // 4 s alone; in npm test its worker runs at nice 5 beside the busy lanes, where a fresh-clone
  // run on 25cab0b passed the 60 s this had.
}, 240_000);

afterAll(() => {
  rmSync(feature, { recursive: true, force: true });
  rmSync(functions, { recursive: true, force: true });
  rmSync(app, { recursive: true, force: true });
});

test('a new feature folder may not import another feature', () => {
  expect(rulesIn(feature, 'reaches-into-home.ts')).toContain('import/no-restricted-paths');
});

test('an import cycle fails lint, however long and however it closes; type imports make none', () => {
  for (const file of ['cycle-a.ts', 'cycle-b.ts', 'ring-a.ts', 'ring-b.ts', 'ring-c.ts']) {
    expect(rulesIn(feature, file), file).toContain('local/no-cycle');
  }
  const ring = results.find((r) => r.filePath === path.join(feature, 'ring-a.ts'))!.messages;
  expect(ring.map((m) => m.message)).toContain(
    `Dependency cycle: ${['ring-a', 'ring-c', 'ring-b', 'ring-a'].map((f) => `src/features/${probe}/${f}.ts`).join(' → ')}`,
  );
  expect(rulesIn(feature, 'typed-a.ts')).toEqual([]);
  expect(rulesIn(feature, 'typed-b.ts')).toEqual([]);
});

test('imports inside the feature itself are allowed', () => {
  expect(rulesIn(feature, 'cycle-a.ts')).not.toContain('import/no-restricted-paths');
  expect(rulesIn(feature, 'cycle-a.ts')).not.toContain('no-restricted-imports');
});

test('the app may import a feature through its index.ts (or its lazy.ts loaders), never another file inside it', () => {
  expect(rulesIn(app, 'loaders.ts')).not.toContain('no-restricted-imports');
  expect(rulesIn(app, 'lazy-lookalike.ts')).toContain('no-restricted-imports');
  expect(rulesIn(app, 'deep.ts')).toContain('no-restricted-imports');
  expect(rulesIn(app, 'deep-relative.ts')).toContain('no-restricted-imports');
  expect(rulesIn(app, 'deep-into-new-feature.ts')).toContain('no-restricted-imports');
  expect(rulesIn(app, 'surface.ts')).toEqual([]);
});

test('a callable written with onCall fails lint; one built by signedInCallable passes', () => {
  expect(rulesIn(functions, 'raw.ts')).toContain('no-restricted-imports');
  expect(rulesIn(functions, 'wrapped.ts')).toEqual([]);
});

test("a transaction's reads in Promise.all fail lint; awaited in turn they pass", () => {
  expect(rulesIn(functions, 'parallel-reads.ts')).toContain('no-restricted-syntax');
  expect(rulesIn(functions, 'reads-in-turn.ts')).toEqual([]);
});
