/**
 * Setup of the emulator test project. The Firestore emulator starts its rules coverage over
 * whenever rules are loaded, which every rules and data test file does (initializeTestEnvironment).
 * So after each file this keeps the coverage report that file reached in DA_RULES_COVERAGE_DIR
 * (scripts/with-emulators.mjs gives each session its own), and scripts/rules-coverage.mjs adds
 * the files' reports up.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';

afterAll(async () => {
  const dir = process.env.DA_RULES_COVERAGE_DIR;
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID;
  if (!dir || !host || !project) return;
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}:ruleCoverage`);
  if (!response.ok) throw new Error(`The rules coverage report answered ${response.status}`);
  mkdirSync(dir, { recursive: true });
  const name = `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(path.join(dir, name), await response.text());
});
