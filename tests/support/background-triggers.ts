/**
 * Setup of the emulator test project: every file starts with the Functions emulator's
 * background triggers running, except the files that asked, while they loaded, to run with
 * them paused (the rules files: tests/rules/support.ts). Resuming is a no-op when they run.
 * A file that runs with them starts once the triggers have answered what earlier files wrote
 * (./trigger-queue.ts): its own first trigger does not wait behind their backlog.
 */
import { beforeAll } from 'vitest';
import {
  backgroundTriggers,
  forgetEarlierFilesRequest,
  triggersPausedInThisFile,
} from './emulator-hub';
import { drainTriggerQueue } from './trigger-queue';

forgetEarlierFilesRequest();

/** The longest backlog a file may inherit; each drain over 5 s is printed. */
const DRAIN_MS = 240_000;

beforeAll(async () => {
  if (triggersPausedInThisFile()) return;
  await backgroundTriggers(true);
  await drainTriggerQueue(DRAIN_MS);
}, DRAIN_MS + 60_000);
