/**
 * The emulator tests' order: Vitest's own (failed first, then slowest first), with the rules
 * files (tests/rules/) ahead of the rest. They run with the Functions emulator's background
 * triggers paused, and resuming them costs a reload of the functions (tests/support/
 * emulator-hub.ts): together, the run pauses and resumes once, not once per rules file.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RULES = `${path.sep}tests${path.sep}rules${path.sep}`;

export default class RulesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isRules = (file: TestSpecification) => file.moduleId.includes(RULES);
    return [...sorted.filter(isRules), ...sorted.filter((file) => !isRules(file))];
  }
}
