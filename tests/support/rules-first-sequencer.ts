/**
 * The emulator tests' order: Vitest's own (failed first, then slowest first), in three groups.
 * Resuming the Functions emulator's background triggers costs a reload of the functions
 * (tests/support/emulator-hub.ts), and a reload stops every idle function worker: the next
 * call of each function starts a new one (about a CPU-second each).
 *
 * 1. The files that run with the triggers paused throughout: the rules files (tests/rules/)
 *    and any other that calls keepTriggersPausedInThisFile. Together, the run pauses and
 *    resumes once for them, not once per file.
 * 2. The files that never pause them: the workers they start serve the whole group.
 * 3. The files that pause them for a while on the way (withTriggersPaused or
 *    backgroundTriggers(false), in the file or in a helper it imports), last: each of their
 *    reloads stops only the few workers this group uses, not the whole run's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RULES = `${path.sep}tests${path.sep}rules${path.sep}`;
const HUB = path.join('tests', 'support', 'emulator-hub.ts');

/** Whether a test file runs with the triggers paused throughout. */
function runsPaused(moduleId: string): boolean {
  return (
    moduleId.includes(RULES) ||
    readFileSync(moduleId, 'utf8').includes('keepTriggersPausedInThisFile()')
  );
}

/** The relative imports of a TypeScript file, as paths (a folder's index not followed). */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .map((resolved) => (resolved.endsWith('.ts') ? resolved : `${resolved}.ts`))
    .filter((resolved) => existsSync(resolved));
}

/** Whether a file, or a local module it imports, pauses the triggers for a while. */
function pausesOnTheWay(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (!file.endsWith(HUB) && /withTriggersPaused\(|backgroundTriggers\(false\)/.test(source)) {
    return true;
  }
  return localImports(file).some((imported) => pausesOnTheWay(imported, seen));
}

/** A test file's group in the order above: 1, 2 or 3. */
export function orderGroup(moduleId: string): 1 | 2 | 3 {
  return runsPaused(moduleId) ? 1 : pausesOnTheWay(moduleId) ? 3 : 2;
}

export default class RulesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: each group keeps Vitest's order.
    return sorted
      .map((file) => ({ file, group: orderGroup(file.moduleId) }))
      .sort((a, b) => a.group - b.group)
      .map(({ file }) => file);
  }
}
