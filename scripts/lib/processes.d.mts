// Types for the TypeScript tests (tests/build) of processes.mjs: the parts they use.
interface SpawnOptions {
  env?: Record<string, string>;
  cwd?: string;
  quiet?: boolean;
  name?: string;
  /** A lower scheduling priority (nice value) for the process and all it starts. */
  nice?: number;
}
export function run(
  command: string,
  args: string[],
  options?: SpawnOptions & { onOutput?: (chunk: string) => void },
): Promise<{ code: number; output: string; name: string }>;
export function startProcess(
  command: string,
  args: string[],
  options?: SpawnOptions & {
    onLine?: (line: string) => void;
    graceMs?: number;
    stopSignal?: NodeJS.Signals;
    onlyRoot?: boolean;
  },
): { stop: () => Promise<void>; exited: Promise<number | null>; output: () => string; pid: number };
