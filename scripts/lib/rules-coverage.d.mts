// Types for the TypeScript test helpers (tests/support) of rules-coverage.mjs.
export interface CoverageSegment {
  rules: string | null;
  lines: number[];
}
export function coverageUrl(host: string, projectId: string): string;
export function evaluatedLines(report: unknown): CoverageSegment;
export function readCoverage(host: string, projectId: string): Promise<CoverageSegment>;
export function saveCoverageSegment(env?: NodeJS.ProcessEnv): Promise<void>;
