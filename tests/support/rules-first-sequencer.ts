/**
 * The emulator tests' order: Vitest's own (failed first, then slowest first), with the files
 * that run with the Functions emulator's background triggers paused ahead of the rest: the rules
 * files (tests/rules/) and any other that calls keepTriggersPausedInThisFile. Resuming the
 * triggers costs a reload of the functions (tests/support/emulator-hub.ts): together, the run
 * pauses and resumes once, not once per such file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RULES = `${path.sep}tests${path.sep}rules${path.sep}`;

/** Whether a test file runs with the triggers paused throughout. */
function runsPaused(moduleId: string, source = readFileSync(moduleId, 'utf8')): boolean {
  return moduleId.includes(RULES) || source.includes('keepTriggersPausedInThisFile()');
}

export default class RulesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const paused = new Set(sorted.filter((file) => runsPaused(file.moduleId)));
    return [...sorted.filter((file) => paused.has(file)), ...sorted.filter((f) => !paused.has(f))];
  }
}
