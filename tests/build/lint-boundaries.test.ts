/**
 * The layer map enforces itself: a feature folder created today gets its boundary without an
 * edit to eslint.config.js, and an import cycle fails lint. Writes a throw-away feature into
 * src/features, lints it with the project's own config, and removes it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probe = `lint-probe-${process.pid}`;
const dir = path.join(root, 'src/features', probe);
let results: ESLint.LintResult[] = [];

function rulesIn(file: string): string[] {
  const result = results.find((r) => r.filePath === path.join(dir, file));
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'reaches-into-home.ts'),
    "import { HomeCards } from '@/features/home/home-cards';\n\nexport const cards = HomeCards;\n",
  );
  writeFileSync(
    path.join(dir, 'cycle-a.ts'),
    "import { b } from './cycle-b';\n\nexport const a = (): number => b() + 1;\n",
  );
  writeFileSync(
    path.join(dir, 'cycle-b.ts'),
    "import { a } from './cycle-a';\n\nexport const b = (): number => (a.length ? 1 : 0);\n",
  );
  // A new ESLint instance loads eslint.config.js now, with the probe folder present.
  const eslint = new ESLint({ cwd: root });
  results = await eslint.lintFiles([path.join(dir, '*.ts')]);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a new feature folder may not import another feature', () => {
  expect(rulesIn('reaches-into-home.ts')).toContain('import/no-restricted-paths');
});

test('an import cycle fails lint', () => {
  expect(rulesIn('cycle-a.ts')).toContain('import/no-cycle');
  expect(rulesIn('cycle-b.ts')).toContain('import/no-cycle');
});

test('imports inside the feature itself are allowed', () => {
  expect(rulesIn('cycle-a.ts')).not.toContain('import/no-restricted-paths');
});
