// Types for the TypeScript tests (tests/build) of processes.mjs: what they call.
export function run(
  command: string,
  args: string[],
  options?: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    quiet?: boolean;
    name?: string;
    onOutput?: (chunk: string | Buffer) => void;
  },
): Promise<{ code: number; output: string; name: string }>;
