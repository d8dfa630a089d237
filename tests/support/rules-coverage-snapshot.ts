/**
 * The Firestore emulator starts its rules coverage over whenever rules are loaded, which every
 * rules and data test file does (initializeTestEnvironment). So each of them, before it loads
 * the rules, keeps the lines the emulator evaluated since the last load in
 * DA_RULES_COVERAGE_DIR (scripts/with-emulators.mjs gives each session its own), and
 * scripts/rules-coverage.mjs adds those segments up with the last one. The files that load no
 * rules (functions, abuse) only add to the segment, and read no report.
 */
import { saveCoverageSegment } from '../../scripts/lib/rules-coverage.mjs';

/** Call right before loading the rules: keeps the coverage counted since the last load. */
export function keepRulesCoverage(): Promise<void> {
  return saveCoverageSegment();
}
