import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { emulatorNodeOptions, root } from './emulators.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { patch } = require('./scripts/lib/quick-trigger-resume.cjs') as {
  patch: (cls: unknown) => void;
};
const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator.js') as {
  FunctionsEmulator: { prototype: object };
};
patch(FunctionsEmulator);

interface Emulator {
  triggers: Record<string, { def: object; enabled: boolean }>;
  triggerGeneration: number;
  disableBackgroundTriggers(): Promise<void>;
  reloadTriggers(): Promise<void>;
  loadTriggers(backend: object): Promise<void>;
}

/**
 * firebase-tools' own FunctionsEmulator methods on an instance with two background triggers
 * and a callable, no functions to load (its discovery is refused) and nothing to log.
 */
function emulator(): Emulator {
  const instance = Object.assign(Object.create(FunctionsEmulator.prototype), {
    triggers: {
      'onUserWritten-0': { def: { eventTrigger: { eventType: 'written' } }, enabled: true },
      'onAiAskCreated-0': { def: { eventTrigger: { eventType: 'created' } }, enabled: true },
      searchUsers: { def: { httpsTrigger: {} }, enabled: true },
    },
    triggerGeneration: 0,
    staticBackends: [],
    dynamicBackends: [],
    workQueue: { flush: async () => undefined },
    logger: { logLabeled: () => undefined, log: () => undefined },
    performPostLoadOperations: async () => undefined,
    discoverTriggers: async () => {
      throw new Error('no functions here');
    },
  }) as Emulator;
  return instance;
}

const enabled = (e: Emulator) =>
  Object.fromEntries(Object.entries(e.triggers).map(([key, record]) => [key, record.enabled]));

describe('resuming paused triggers (quick-trigger-resume.cjs)', () => {
  test('a resume enables again what the pause disabled, without loading the functions', async () => {
    const e = emulator();
    await e.disableBackgroundTriggers();
    expect(enabled(e)).toEqual({
      'onUserWritten-0': false,
      'onAiAskCreated-0': false,
      searchUsers: true,
    });

    await e.reloadTriggers();

    expect(enabled(e)).toEqual({
      'onUserWritten-0': true,
      'onAiAskCreated-0': true,
      searchUsers: true,
    });
    // firebase-tools' reload counts a new generation of triggers: none here.
    expect(e.triggerGeneration).toBe(0);
  });

  test('a trigger disabled before the pause stays disabled', async () => {
    const e = emulator();
    e.triggers['onAiAskCreated-0']!.enabled = false;
    await e.disableBackgroundTriggers();
    await e.reloadTriggers();
    expect(enabled(e)).toMatchObject({ 'onUserWritten-0': true, 'onAiAskCreated-0': false });
  });

  test('after a load of the functions since the pause (the watcher’s), the resume is firebase-tools’ own', async () => {
    const e = emulator();
    await e.disableBackgroundTriggers();
    await e.loadTriggers({ codebase: 'default' });
    await e.reloadTriggers();
    expect(e.triggerGeneration).toBe(1);
  });

  test('a resume with no pause before it is firebase-tools’ own reload', async () => {
    const e = emulator();
    await e.reloadTriggers();
    expect(e.triggerGeneration).toBe(1);
  });

  test('while paused, the trigger queue’s sentinel alone gets past the pause', async () => {
    const e = emulator() as Emulator & {
      handleHttpsTrigger(req: object, res: object): Promise<void>;
    };
    await e.disableBackgroundTriggers();
    /** What firebase-tools answers an event for `document`: 204 when paused. */
    const answer = async (document: string) => {
      const statuses: number[] = [];
      const res = {
        status: (code: number) => (statuses.push(code), res),
        send: () => res,
        json: () => res,
      };
      const req = {
        method: 'POST',
        url: '/functions/projects/demo/triggers/onUserWritten-0',
        params: { trigger_name: 'onUserWritten-0' },
        headers: { 'ce-document': document },
        header: () => undefined,
        rawBody: Buffer.from(''),
      };
      // Past the pause, firebase-tools goes on to run the function, which this instance cannot.
      await e.handleHttpsTrigger(req, res).catch(() => undefined);
      return statuses;
    };
    expect(await answer('users/someone')).toEqual([204]);
    expect(await answer('users/trigger-queue-older/fcmTokens/other')).toEqual([204]);
    expect(await answer('users/trigger-queue-older/fcmTokens/trigger-queue-1-2-3')).not.toContain(
      204,
    );
    expect(await answer('users/trigger-queue-newer/fcmTokens/trigger-queue-1-2-4')).not.toContain(
      204,
    );
    // Only that one event: the trigger stays paused.
    expect(enabled(e)).toMatchObject({ 'onUserWritten-0': false });
  });

  test('the Emulator Suite’s processes preload it', () => {
    expect(emulatorNodeOptions('')).toContain(
      JSON.stringify(path.join(root, 'scripts', 'lib', 'quick-trigger-resume.cjs')),
    );
  });
});
