// Types for the TypeScript tests (scripts, tests/build) of test-timings.mjs.
export interface TestTiming {
  suite: string;
  file: string;
  /** '' for a Vitest file's own line. */
  name: string;
  ms: number;
  /** A failed test's error, its first lines. */
  failure?: string;
}
export interface StepTiming {
  name: string;
  ok?: boolean;
  ms: number;
  startMs?: number;
  cpuS?: number;
  /** A failed step's output, where it says why (failureExcerpt). */
  why?: string;
}
export function treeCpuSeconds(root?: number): number | null;
export function vitestReportArgs(file: string): string[];
export function vitestTimings(file: string, suite: string, root?: string): TestTiming[];
export function playwrightTimings(
  file: string,
  suite: string | ((project: string) => string),
): TestTiming[];
export function timingSummary(
  steps: StepTiming[],
  tests: TestTiming[],
  options?: { count?: number; totalMs?: number },
): string;
export function failureExcerpt(output: string, options?: { take?: number; tail?: number }): string;
export function processKind(cmdline: string): string;
export function startCpuSampler(options?: { root?: number; everyMs?: number }): {
  /** Stops sampling: CPU seconds by kind of process. */
  stop(): Map<string, number>;
};
export interface MachineCpu {
  busy: number;
  idle: number;
}
export function machineCpuSeconds(text?: string): MachineCpu | null;
export function machineBusyLine(before: MachineCpu | null, after: MachineCpu | null): string | null;
/** How often firestore-debug.log says the emulator's WebChannel back channel overflowed; null if never. */
export function backChannelOverflowLine(logText: string): string | null;
export function cpuByKindLines(byKind: Map<string, number>, everyMs?: number): string[];
