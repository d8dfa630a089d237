#!/usr/bin/env node
// `firebase deploy`'s hosting predeploy (firebase.json): refuses to upload an app that is not
// a production build for the project being deployed to. `npm run build` records what it
// built in dist/.build.json (scripts/build-app.mjs); the test scripts' emulator builds go to
// dist-<offset>/ and have no record. firebase-tools names the target in GCLOUD_PROJECT.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_RECORD } from './build-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function hostingDir() {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const hosting = [config.hosting].flat().find((h) => h?.public);
  return path.resolve(root, hosting?.public ?? 'dist');
}

/** Why the build in `dir` must not go to `target`, or null when it may. */
export function refusal(dir, target) {
  const name = path.relative(root, dir) || dir;
  let record;
  try {
    record = JSON.parse(readFileSync(path.join(dir, BUILD_RECORD), 'utf8'));
  } catch {
    return `${name}/ holds no build from \`npm run build\` (no ${BUILD_RECORD}). Build it with \`npm run build\`.`;
  }
  if (record.emulatorMode || String(record.projectId).startsWith('demo-')) {
    return (
      `${name}/ is an emulator build (project ${record.projectId}): deployed, nobody could sign in.\n` +
      'Configure your project in .env.local (docs/operations.md "Using a real Firebase project") and run `npm run build`.'
    );
  }
  if (target && record.projectId !== target) {
    return `${name}/ was built for project ${record.projectId}, but this deploy goes to ${target}. Build it for ${target}.`;
  }
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = hostingDir();
  const reason = refusal(dir, process.env.GCLOUD_PROJECT);
  if (reason) {
    console.error(`\nDeploy refused: ${reason}\n`);
    process.exit(1);
  }
  console.log(`${path.relative(root, dir)}/ is a production build for this project.`);
}
