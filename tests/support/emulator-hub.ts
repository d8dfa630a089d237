/**
 * The Emulator Suite's hub, for the suites that seed many documents the Functions would
 * each answer (a users/{uid} write starts onUserWritten).
 */
const hubPort = process.env.DA_HUB_PORT || '4400';

/** Pauses (false) or resumes (true) the Functions emulator's background triggers. */
export async function backgroundTriggers(enabled: boolean): Promise<void> {
  const verb = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${hubPort}/functions/${verb}`, { method: 'PUT' });
  // Without the Functions emulator (a rules-only run) there is nothing to pause.
  if (!response.ok && response.status !== 404) throw new Error(`${verb}: ${response.status}`);
}
