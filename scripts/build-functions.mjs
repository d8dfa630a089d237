#!/usr/bin/env node
// Bundles functions/src (and the src/domain code it imports) into functions/lib/index.js.
// The Firebase SDKs and openai stay external: they are the functions package's dependencies.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The esbuild options of the functions bundle (also used by `npm start`'s watcher). */
export function functionsBuildOptions() {
  return {
    entryPoints: [path.join(root, 'functions/src/index.ts')],
    outfile: path.join(root, 'functions/lib/index.js'),
    bundle: true,
    // Its paths give the `@/` alias of src/ (the shared src/domain code).
    tsconfig: path.join(root, 'functions/tsconfig.json'),
    platform: 'node',
    // Deployed on Node 22 (functions/package.json engines), run by the emulator on the local
    // Node, 20.19 or newer: the bundle targets the older of the two.
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: [
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
      'openai',
      'openai/*',
    ],
    logLevel: 'warning',
  };
}

export async function buildFunctions({ quiet = false } = {}) {
  const started = Date.now();
  await build(functionsBuildOptions());
  if (!quiet) console.log(`functions built in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildFunctions().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
