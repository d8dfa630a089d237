#!/usr/bin/env node
// Prints the Firestore emulator's rules coverage after the emulator tests: which expression
// lines of firestore.rules were evaluated, and lists any that never were. The emulator starts
// its count over whenever a test file loads the rules, so this adds up the segments the files
// that load rules kept in DA_RULES_COVERAGE_DIR (tests/support/rules-coverage-snapshot.ts) and
// the current one (of each emulator the tests ran on). Saves the emulator's HTML report (of the
// first emulator's last segment only) to test-results/rules-coverage.html. Exits 1 when a line
// was missed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectId, root } from './lib/emulators.mjs';
import { coverageUrl, readCoverage } from './lib/rules-coverage.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run this inside scripts/with-emulators.mjs.');
  process.exit(2);
}
// npm test runs the emulator tests on two Firestore emulators (DA_RULES_COVERAGE_HOSTS): each
// has its own current segment.
const hosts = process.env.DA_RULES_COVERAGE_HOSTS?.split(',').filter(Boolean) ?? [host];
const currents = await Promise.all(hosts.map((each) => readCoverage(each, projectId)));
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results/rules-coverage.html'),
  await (await fetch(`${coverageUrl(host, projectId)}.html`)).text(),
);

const rulesText = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
const dir = process.env.DA_RULES_COVERAGE_DIR;
const segments =
  dir && existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((f) => f.isFile() && f.name.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f.name), 'utf8')))
    : [];
// Segments of other rules (edited since) do not count.
const evaluated = new Set(
  [...currents, ...segments].filter((s) => s.rules === rulesText).flatMap((s) => s.lines),
);

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
