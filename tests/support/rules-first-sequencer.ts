/**
 * The emulator tests' order: Vitest's own (failed first, then slowest first), in four groups.
 *
 * 1. The rules files (tests/rules/): they run with the triggers paused throughout and write
 *    little, so the run pauses once for all of them and the first file after them starts on a
 *    near-empty trigger queue.
 * 2. The files that never pause them: the function workers they start serve the whole group.
 * 3. The files that pause them for a while on the way (withTriggersPaused or
 *    backgroundTriggers(false), in the file or in a helper it imports).
 * 4. The other files that keep them paused throughout (keepTriggersPausedInThisFile), last: they
 *    seed a thousand profiles or more. A paused trigger still gets each event, in turn, and
 *    answers it only when it arrives, so the next file's resume waits for their events to be
 *    delivered (./emulator-hub.ts); before it did, they ran as real triggers after the resume, and
 *    in a CI run on 2511180 the next file (tests/functions/quick-match.test.ts) waited 118 s for
 *    them (./trigger-queue.ts). Last, their backlog delays nobody's file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RULES = `${path.sep}tests${path.sep}rules${path.sep}`;
const HUB = path.join('tests', 'support', 'emulator-hub.ts');

/** Whether a test file (not a rules file) asks for the triggers paused throughout. */
function asksPaused(moduleId: string): boolean {
  return readFileSync(moduleId, 'utf8').includes('keepTriggersPausedInThisFile()');
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

/** A test file's group in the order above: 1 to 4. */
export function orderGroup(moduleId: string): 1 | 2 | 3 | 4 {
  if (moduleId.includes(RULES)) return 1;
  if (asksPaused(moduleId)) return 4;
  return pausesOnTheWay(moduleId) ? 3 : 2;
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
