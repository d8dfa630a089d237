// Runs project TypeScript from a plain Node script (or the bench, whose Playwright loader will
// not run functions/'s CommonJS TypeScript): bundles one entry with esbuild into .cache/ and
// imports it. The functions' code keeps the Firebase SDKs external, so the bundle shares the
// caller's firebase-admin (its Timestamp, the Firestore handed to it).
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

/** The SDKs a functions module imports, left to the caller's node_modules. */
export const FIREBASE_SDKS = [
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];

/**
 * Imports `entry` (a path from the project's root) bundled as ESM for Node, with the paths of
 * `tsconfig` (its `@/` alias) and `external` left out of the bundle. CommonJS code that reads
 * `__dirname` gets `dirname` (a path from the root: where that code runs when built, such as
 * functions/lib), which ESM does not define. One file per process and name, removed once
 * imported: two runs at once never import each other's bundle.
 */
export async function importBundled(entry, { tsconfig, external = [], name, dirname }) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    tsconfig: path.join(root, tsconfig),
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    define: dirname ? { __dirname: JSON.stringify(path.join(root, dirname)) } : {},
    logLevel: 'warning',
  });
  const bundle = path.join(root, '.cache', `${name}.${process.pid}.mjs`);
  mkdirSync(path.dirname(bundle), { recursive: true });
  writeFileSync(bundle, result.outputFiles[0].contents);
  try {
    return await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(bundle, { force: true });
  }
}
