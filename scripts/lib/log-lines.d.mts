// Types for the TypeScript tests (tests/build) of log-lines.mjs.
import type { Readable } from 'node:stream';

export interface ShownLine {
  source: string;
  text: string;
}
export function stripAnsi(text: string): string;
export function prefixed(source: string, text: string): string;
export function emulatorLines(raw: string): ShownLine[];
export function viteLine(raw: string): string | null;
export function eachLine(stream: Readable, onLine: (line: string) => void): void;
