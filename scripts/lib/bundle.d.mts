// Types for the TypeScript callers (the bench) of bundle.mjs.
export const FIREBASE_SDKS: string[];
export function importBundled(
  entry: string,
  options: { tsconfig: string; external?: string[]; name: string; dirname?: string },
): Promise<Record<string, unknown>>;
