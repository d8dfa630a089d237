#!/usr/bin/env node
// Prints the Firestore emulator's rules coverage after the emulator tests: which expression
// lines of firestore.rules were evaluated, and lists any that never were. The emulator starts
// its count over whenever a test file loads the rules, so this adds up the report each file
// left in DA_RULES_COVERAGE_DIR (tests/support/rules-coverage-snapshot.ts) and the current
// one. Saves the emulator's HTML report (of the last file only) to
// test-results/rules-coverage.html. Exits 1 when a line was missed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectId, root } from './lib/emulators.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run this inside scripts/with-emulators.mjs.');
  process.exit(2);
}
const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
const report = await (await fetch(base)).json();
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results/rules-coverage.html'),
  await (await fetch(`${base}.html`)).text(),
);

const rulesText = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
const dir = process.env.DA_RULES_COVERAGE_DIR;
const snapshots =
  dir && existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((f) => f.isFile() && f.name.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f.name), 'utf8')))
    : [];
// Reports of other rules (edited since) do not count.
const reports = [report, ...snapshots].filter((r) => r.rules?.files?.[0]?.content === rulesText);

const evaluated = new Set();
// The report lists every expression of the rules; only those evaluated carry `values`
// (each result with its count).
const walk = (node) => {
  if (node.sourcePosition?.line && node.values?.length) evaluated.add(node.sourcePosition.line);
  (node.children ?? []).forEach(walk);
};
for (const r of reports) (r.report ?? []).forEach(walk);

// Expression lines: code inside conditions and functions, not structure or comments.
const lines = rulesText.split('\n');
const structural =
  /^\s*($|\/\/|[{}()\]]+;?$|\);?$|match |service |rules_version|function [\w]+\([^)]*\) \{$|allow [\w, ]+: if$)/;
// `allow …: if false;` is a constant the emulator never reports; the rules matrix
// (tests/rules/matrix.test.ts) proves every such operation is refused.
const constantFalse = /^\s*allow [\w, ]+: if false;$/;
const expressionLines = lines
  .map((text, i) => ({ line: i + 1, text }))
  .filter(({ text }) => !structural.test(text) && !constantFalse.test(text));
const missed = expressionLines.filter(({ line }) => !evaluated.has(line));
// A continuation line (&& / ||) never reached because an earlier term short-circuited in
// every test is reported too: it is an untested branch.
console.log(
  `\nRules coverage: ${expressionLines.length - missed.length} of ${expressionLines.length} expression lines of firestore.rules evaluated (report: test-results/rules-coverage.html)`,
);
for (const { line, text } of missed) console.log(`  never evaluated: line ${line}: ${text.trim()}`);
process.exit(missed.length ? 1 : 0);
