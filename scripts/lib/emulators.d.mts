// Types for the TypeScript tests (tests/build) of the parts of emulators.mjs they use.
export const root: string;
export const projectId: string;

export interface Ports {
  offset: number;
  hub: number;
  logging: number;
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  functions: number;
  eventarc: number;
  tasks: number;
  judge: number;
  app: number;
  dev: number;
}
export function portsFor(offset?: number): Ports;
export function emulatorEnv(ports: Ports): Record<string, string>;
export function localAppEnv(dir?: string): Record<string, string>;
export function emulatorNodeOptions(existing?: string): string;
export function buildEmulatorApp(options: { ports: Ports; outDir: string }): Promise<void>;
export function warmCallables(
  ports: Pick<Ports, 'functions'>,
  options?: { concurrency?: number },
): Promise<{ warmed: string[]; failed: string[] }>;
