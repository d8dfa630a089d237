/**
 * Setup of the emulator test project: every file starts with the Functions emulator's
 * background triggers running, except the files that asked, while they loaded, to run with
 * them paused (the rules files: tests/rules/support.ts). Resuming is a no-op when they run.
 */
import { beforeAll } from 'vitest';
import {
  backgroundTriggers,
  forgetEarlierFilesRequest,
  triggersPausedInThisFile,
} from './emulator-hub';

forgetEarlierFilesRequest();

beforeAll(async () => {
  if (!triggersPausedInThisFile()) await backgroundTriggers(true);
}, 60_000);
