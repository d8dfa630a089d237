#!/usr/bin/env node
// Bundles the demo judge (scripts/judge-server/*.ts and the src/domain code it shares with
// the functions) into one plain ESM file Node 20 runs without TypeScript support:
//
//   node scripts/build-judge-server.mjs [--out file]   # prints the bundle's path
//
// The bundle is written beside its final name, then renamed, so two runs building at once
// (several DA_PORT_OFFSETs) never start a half-written file.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Where `npm start` and the emulator runs launch it from (git-ignored). */
export const judgeServerBundle = path.join(root, '.cache', 'judge-server.mjs');

export async function buildJudgeServer({ outfile = judgeServerBundle } = {}) {
  const result = await build({
    entryPoints: [path.join(root, 'scripts/judge-server/main.ts')],
    bundle: true,
    write: false,
    // Its paths give the `@/` alias of src/ (the shared prompt and verdict code).
    tsconfig: path.join(root, 'tsconfig.node.json'),
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild produced no judge server bundle');
  mkdirSync(path.dirname(outfile), { recursive: true });
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, outfile);
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
  buildJudgeServer(out ? { outfile: path.resolve(out) } : {})
    .then((file) => console.log(file))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
