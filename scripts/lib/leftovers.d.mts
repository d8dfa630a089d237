// Types for the TypeScript tests (tests/build) of leftovers.mjs.
export interface Leftover {
  name: string;
  port: number;
  pid: number | null;
  command: string;
  ours: boolean;
}
export function listeners(port: number): number[] | null;
export function portAnswers(port: number): Promise<boolean>;
export function serverPorts(
  ports: import('./emulators.mjs').Ports,
  options?: { judge?: boolean; app?: boolean; dev?: boolean },
): Record<string, number>;
export function findLeftovers(ports: Record<string, number>, root: string): Promise<Leftover[]>;
export function clearLeftovers(
  ports: Record<string, number>,
  root: string,
  options?: { log?: (line: string) => void },
): Promise<string | null>;
