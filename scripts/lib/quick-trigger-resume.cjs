// Preloaded into the Emulator Suite's Node processes (NODE_OPTIONS=--require, set by
// scripts/lib/emulators.mjs). In the Firebase CLI only, it makes resuming the Functions
// emulator's background triggers (the hub's enableBackgroundTriggers, which the emulator tests
// call after a file that seeds with the triggers paused: tests/support/emulator-hub.ts) undo
// exactly what pausing them did, instead of loading the functions again.
//
// firebase-tools pauses by marking each background trigger disabled, and resumes with
// reloadTriggers: it runs the functions' discovery again (a process that loads the whole
// bundle), registers every trigger anew and stops every idle function worker, so each
// function's next call starts a new one (about 1.2 CPU-s each). One resume took 5.1–5.5 s
// on a quiet machine, 5–15 s in a loaded run. The functions' code has not changed in between
// (the emulator's own watcher reloads it when it does, with loadTriggers), so the triggers
// that pausing disabled are enabled again, and the workers stay. If anything loaded the
// triggers after the pause (the watcher did), the resume is firebase-tools' own, unchanged.
//
// While the triggers are paused, the trigger queue's sentinel (tests/support/trigger-queue.ts:
// a push device under users/trigger-queue-older and users/trigger-queue-newer) still runs. The
// Firestore emulator delivers its events one at a time, in order, and a paused trigger answers
// each at once without running it; the sentinel's answer says that every event written before
// it has been delivered. A file that seeded with the triggers paused waits for it before it
// resumes them: a thousand seeded profiles' events otherwise kept arriving after the resume and
// ran as real triggers (the next file's sign-ups waited over 60 s behind them in CI on 5f8e94b).
'use strict';

const Module = require('node:module');
const path = require('node:path');

/** The CLI's entry, as npm links it (node_modules/.bin/firebase) or as it is. */
const CLI = [
  `${path.sep}.bin${path.sep}firebase`,
  `${path.sep}lib${path.sep}bin${path.sep}firebase`,
];
const EMULATOR = `${path.sep}emulator${path.sep}functionsEmulator.js`;

/** What a pause disabled, and the number of trigger loads before it. */
const paused = new WeakMap();
const loads = new WeakMap();

/** The documents of the trigger queue's sentinel (tests/support/trigger-queue.ts). */
const SENTINEL = /^users\/trigger-queue-(older|newer)\/fcmTokens\/trigger-queue-[\w-]+$/;

/** Patches firebase-tools' FunctionsEmulator class (exported for the test). */
function patch(FunctionsEmulator) {
  const proto = FunctionsEmulator.prototype;
  if (proto.quickResume) return;
  const { loadTriggers, disableBackgroundTriggers, reloadTriggers, handleHttpsTrigger } = proto;
  proto.handleHttpsTrigger = function sentinelThroughPause(req, res) {
    const { region, trigger_name: name } = req.params ?? {};
    const record = this.triggers[region ? `${region}-${name}` : name];
    if (!record || record.enabled || !SENTINEL.test(String(req.headers?.['ce-document'] ?? ''))) {
      return handleHttpsTrigger.call(this, req, res);
    }
    // firebase-tools reads `enabled` before its first await: this one event alone gets through.
    record.enabled = true;
    try {
      return handleHttpsTrigger.call(this, req, res);
    } finally {
      record.enabled = false;
    }
  };
  proto.loadTriggers = function countedLoad(...args) {
    loads.set(this, (loads.get(this) ?? 0) + 1);
    return loadTriggers.apply(this, args);
  };
  proto.disableBackgroundTriggers = function rememberedPause(...args) {
    const before = Object.values(this.triggers).filter(
      (record) => record.def.eventTrigger && record.enabled,
    );
    const done = disableBackgroundTriggers.apply(this, args);
    if (!paused.has(this)) {
      paused.set(this, { records: before, loads: loads.get(this) ?? 0 });
    } else {
      // Paused twice: the second pause adds whatever was enabled since.
      paused.get(this).records.push(...before);
    }
    return done;
  };
  proto.reloadTriggers = async function quickResume(...args) {
    const pause = paused.get(this);
    paused.delete(this);
    if (!pause || pause.loads !== (loads.get(this) ?? 0)) {
      return reloadTriggers.apply(this, args);
    }
    const current = new Set(Object.values(this.triggers));
    for (const record of pause.records) if (current.has(record)) record.enabled = true;
    this.logger.logLabeled(
      'BULLET',
      'functions',
      `Background triggers enabled again (${pause.records.length}), without reloading the functions.`,
    );
  };
  proto.quickResume = true;
}

const entry = (process.argv[1] ?? '').replace(/\.js$/, '');
if (CLI.some((end) => entry.endsWith(end))) {
  const load = Module._load;
  Module._load = function loadAndPatch(request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain);
    if (
      typeof exports?.FunctionsEmulator === 'function' &&
      Module._resolveFilename(request, parent, isMain).endsWith(EMULATOR)
    ) {
      patch(exports.FunctionsEmulator);
    }
    return exports;
  };
}

module.exports = { patch };
