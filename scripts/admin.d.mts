// Types for the TypeScript tests (tests/functions/moderation, tests/abuse/block-ban) of admin.mjs.
export class UsageError extends Error {}
export function parseArgs(args: string[]): {
  positional: string[];
  options: Record<string, string | true>;
};
export function formatReport(id: string, report: Record<string, unknown>): string;
/** Runs one command (`npm run admin -- …args`); each line it prints goes to `print`. */
export function main(args: string[], print?: (line: string) => void): Promise<void>;
