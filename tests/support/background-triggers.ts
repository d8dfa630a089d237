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
import { TRIGGER_BACKLOG_MS, drainTriggerQueue } from './trigger-queue';

forgetEarlierFilesRequest();

beforeAll(async () => {
  if (triggersPausedInThisFile()) return;
  // A resume drains the queue itself; triggers already running are drained here.
  if (!(await backgroundTriggers(true))) await drainTriggerQueue(TRIGGER_BACKLOG_MS);
}, TRIGGER_BACKLOG_MS + 60_000);
