// Types for the TypeScript tests (tests/build) of ensure.mjs.
export const INSTALL_STAMP: string;
export const SYSTEM_CHROMIUM: string[];
export const SYSTEM_HEADLESS_SHELL: string;
export const JAVA_HELP: string;

export interface InstallState {
  current: boolean;
  reason?: string;
  adopt?: boolean;
}
export function lockHash(root?: string): string;
export function installState(root?: string): InstallState;
export function installScriptPackages(root?: string): string[];
export function ensureNodeModules(options?: {
  root?: string;
  install?: (root: string) => void;
}): void;

export type ChromiumChoice =
  | { path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' }
  | { install: 'apt' | 'playwright' }
  | { error: string };
export function resolveChromium(facts: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  systemPaths?: string[];
  bundled?: string | null;
  debianApt?: boolean;
}): ChromiumChoice;
export function resolveTestBrowser(facts: {
  chromium: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
}): string;
export function playwrightChromium(root?: string): string | null;
export function ensureChromium(options?: { root?: string }): string;
export function javaMajor(): number | null;
export function ensureJava(): void;
