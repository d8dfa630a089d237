// The Firestore emulator's rules coverage, read and reduced to the lines it evaluated: the
// emulator test files save one segment each time they are about to load the rules again
// (which starts the emulator's count over: tests/support/rules-coverage-snapshot.ts), and
// scripts/rules-coverage.mjs adds the segments up with the last one.
//
// The emulator's report repeats every expression with each value it took and how often: after
// the functions tests it is about 120 MB. Only the evaluated lines are kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The coverage report's address on the emulator at `host` (host:port). */
export function coverageUrl(host, projectId) {
  return `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
}

/** The rules' text a report was made for, and the lines of it that were evaluated. */
export function evaluatedLines(report) {
  const lines = new Set();
  // The report lists every expression of the rules; only those evaluated carry `values`
  // (each result with its count).
  const walk = (node) => {
    if (node.sourcePosition?.line && node.values?.length) lines.add(node.sourcePosition.line);
    (node.children ?? []).forEach(walk);
  };
  (report.report ?? []).forEach(walk);
  return {
    rules: report.rules?.files?.[0]?.content ?? null,
    lines: [...lines].sort((a, b) => a - b),
  };
}

/** Reads the emulator's report now and reduces it (evaluatedLines). */
export async function readCoverage(host, projectId) {
  const response = await fetch(coverageUrl(host, projectId));
  if (!response.ok) throw new Error(`The rules coverage report answered ${response.status}`);
  return evaluatedLines(await response.json());
}

/**
 * Keeps the segment of coverage counted since the rules were last loaded in `dir`, from the
 * emulator the environment names (FIRESTORE_EMULATOR_HOST). Outside a session that collects
 * coverage (no DA_RULES_COVERAGE_DIR) it does nothing.
 */
export async function saveCoverageSegment(env = process.env) {
  const dir = env.DA_RULES_COVERAGE_DIR;
  const host = env.FIRESTORE_EMULATOR_HOST;
  const project = env.FIREBASE_PROJECT_ID;
  if (!dir || !host || !project) return;
  const segment = await readCoverage(host, project);
  mkdirSync(dir, { recursive: true });
  const name = `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(segment));
}
