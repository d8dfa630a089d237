#!/usr/bin/env node
// `npm run judges:check`: bundles scripts/judges-check/main.ts (TypeScript that calls the
// judges with the functions' own code and the `openai` client) with esbuild, as the demo judge
// is bundled (scripts/build-judge-server.mjs), and runs it. Provider keys and the other judge
// settings come from the environment (docs/judges.md, 'Measuring the judges').
import { importBundled } from './lib/bundle.mjs';

await importBundled('scripts/judges-check/main.ts', {
  tsconfig: 'tsconfig.node.json',
  name: 'judges-check',
});
