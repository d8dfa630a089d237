/**
 * A new callable cannot skip the opening checks: importing `onCall` anywhere in the functions
 * but functions/src/safety/callable.ts fails lint, so each one is built by signedInCallable
 * (signed-out and banned callers refused before its own work). Writes two would-be callables
 * into a throw-away folder of functions/src, lints them with the project's own config, and
 * removes them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'functions/src', `lint-probe-${process.pid}`);
let results: ESLint.LintResult[] = [];

function rulesIn(file: string): string[] {
  const result = results.find((r) => r.filePath === path.join(dir, file));
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'raw.ts'),
    "import { onCall } from 'firebase-functions/v2/https';\n\nexport const probe = onCall(() => ({ ok: true }));\n",
  );
  writeFileSync(
    path.join(dir, 'wrapped.ts'),
    "import { signedInCallable } from '../safety/callable';\n\nexport const probe = signedInCallable('serverTime', () => ({ now: 0 }));\n",
  );
  results = await new ESLint({ cwd: root }).lintFiles([path.join(dir, '*.ts')]);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a callable written with onCall fails lint', () => {
  expect(rulesIn('raw.ts')).toContain('no-restricted-imports');
});

test('one built by signedInCallable passes', () => {
  expect(rulesIn('wrapped.ts')).toEqual([]);
});
