/**
 * Global setup of the build tests: the folder of this run's shared production build
 * (./production-build.ts), empty until a file asks for the build, removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export interface ProductionBuildContext {
  productionBuildDir: string;
}

declare module 'vitest' {
  // What setup() provides, typed for inject().
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface ProvidedContext extends ProductionBuildContext {}
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'da-production-build-'));
  project.provide('productionBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
