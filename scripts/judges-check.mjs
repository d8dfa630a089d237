#!/usr/bin/env node
// `npm run judges:check`: bundles scripts/judges-check/main.ts (TypeScript that calls the
// judges with the functions' own code and the `openai` client) with esbuild, as the demo judge
// is bundled (scripts/build-judge-server.mjs), and runs it. Provider keys and the other judge
// settings come from the environment (docs/judges.md, 'Measuring the judges').
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const result = await build({
  entryPoints: [path.join(root, 'scripts/judges-check/main.ts')],
  bundle: true,
  write: false,
  tsconfig: path.join(root, 'tsconfig.node.json'),
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
});
// One file per run: two checks at once never run each other's bundle.
const bundle = path.join(root, '.cache', `judges-check.${process.pid}.mjs`);
mkdirSync(path.dirname(bundle), { recursive: true });
writeFileSync(bundle, result.outputFiles[0].contents);
try {
  await import(pathToFileURL(bundle).href);
} finally {
  rmSync(bundle, { force: true });
}
