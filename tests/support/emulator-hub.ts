/**
 * The Emulator Suite's hub, for the suites that seed many documents the Functions would
 * each answer (a users/{uid} write starts onUserWritten).
 *
 * Resuming the triggers was slow: the Functions emulator loads the functions' code again to
 * find them (5–15 s); the suites' emulators now enable again what the pause disabled (16–20 ms,
 * scripts/lib/quick-trigger-resume.cjs). The state is still kept per emulator session (DA_EMULATOR_SESSION, set by
 * scripts/with-emulators.mjs) in a small file: a call that asks for the state the emulator is
 * already in costs nothing. The rules files, and the few others that never want a trigger,
 * pause the triggers and leave them paused (keepTriggersPausedInThisFile; the rules files run
 * first, the others last: tests/support/rules-first-sequencer.ts); every other file resumes them
 * before it starts (tests/support/background-triggers.ts). What was written while they were
 * paused is delivered, and answered without running, before they resume.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRIGGER_BACKLOG_MS, drainTriggerQueue } from './trigger-queue';

const hubPort = process.env.DA_HUB_PORT || '4400';
const session = process.env.DA_EMULATOR_SESSION;
const stateFile = session ? path.join(tmpdir(), `da-background-triggers-${session}`) : null;

/** The state this session last set; a session starts with the triggers running. */
function knownState(): boolean | null {
  if (!stateFile) return null;
  return !existsSync(stateFile) || readFileSync(stateFile, 'utf8') !== 'paused';
}

/**
 * Pauses (false) or resumes (true) the Functions emulator's background triggers; false when they
 * were so already. A resume first waits, still paused, until every event written so far has been
 * delivered (./trigger-queue.ts): what was written while paused is answered without running,
 * never after the resume, and the queue is empty when it returns.
 */
export async function backgroundTriggers(enabled: boolean): Promise<boolean> {
  if (knownState() === enabled) return false;
  if (enabled) await drainTriggerQueue(TRIGGER_BACKLOG_MS);
  const verb = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${hubPort}/functions/${verb}`, { method: 'PUT' });
  // Without the Functions emulator (a rules-only run) there is nothing to pause.
  if (!response.ok && response.status !== 404) throw new Error(`${verb}: ${response.status}`);
  if (stateFile) writeFileSync(stateFile, enabled ? 'running' : 'paused');
  return true;
}

/**
 * Runs `work` with the triggers paused, then leaves them as they were: a file that runs paused
 * throughout (keepTriggersPausedInThisFile) costs no reload here.
 */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const wasRunning = knownState() !== false;
  await backgroundTriggers(false);
  try {
    return await work();
  } finally {
    if (wasRunning) await backgroundTriggers(true);
  }
}

let pausedForThisFile = false;

/**
 * Called while a test file loads: its tests run with the triggers paused, and it leaves them
 * paused for the next file that wants them so (the next file that does not resumes them).
 */
export function keepTriggersPausedInThisFile(): void {
  pausedForThisFile = true;
}

/**
 * A new file starts without asking (tests/support/background-triggers.ts, before the file
 * loads): the files of a worker share this module.
 */
export function forgetEarlierFilesRequest(): void {
  pausedForThisFile = false;
}

/** Whether the file now running asked for the triggers paused (keepTriggersPausedInThisFile). */
export function triggersPausedInThisFile(): boolean {
  return pausedForThisFile;
}
