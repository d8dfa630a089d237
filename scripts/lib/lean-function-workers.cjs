// Preloaded into the Emulator Suite's Node processes (NODE_OPTIONS=--require, set by
// scripts/lib/emulators.mjs). In a function worker only, it defers loading the parts of the
// Firebase CLI that the worker's runtime never calls.
//
// The Functions emulator starts a worker process for each function, one more for each
// concurrent call, and again after every reload of the functions: about 200 in one `npm
// test`. Each one's runtime (firebase-tools/lib/emulator/functionsEmulatorRuntime.js) uses two
// things of functionsEmulatorShared.js (HttpConstants and findModuleRoot), but that module
// requires the CLI's deploy and extensions code for its other functions: 0.6 of the 1.0 s a
// worker spent loading firebase-tools here. It also requires the CLI's utils (its logger,
// prompts, spinners and YAML: 0.21 of the 0.39 s the runtime then took to load, 0.28 CPU-s
// of 0.46), which only one function of it, never called in a worker, uses. Those requires,
// from that module only, now load on first use: what the worker runs is unchanged, and a
// firebase-tools whose worker came to use one of them would load it then.
'use strict';

const Module = require('node:module');
const path = require('node:path');

const RUNTIME = `${path.sep}emulator${path.sep}functionsEmulatorRuntime`;
const SHARED = `${path.sep}emulator${path.sep}functionsEmulatorShared.js`;
/** What functionsEmulatorShared.js requires for the functions the worker never calls. */
const DEFERRED = new Set([
  '../deploy/functions/backend',
  '../extensions/manifest',
  '../extensions/extensionsHelper',
  './extensions/postinstall',
  '../deploy/functions/services',
  '../deploy/functions/prepare',
  '../utils',
]);

/** A module object that loads the real module the first time anything is asked of it. */
function onFirstUse(load) {
  let real;
  const target = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

if ((process.argv[1] ?? '').replace(/\.js$/, '').endsWith(RUNTIME)) {
  const load = Module._load;
  Module._load = function loadOrDefer(request, parent, isMain) {
    if (parent?.filename?.endsWith(SHARED) && DEFERRED.has(request)) {
      return onFirstUse(() => load.call(this, request, parent, isMain));
    }
    return load.call(this, request, parent, isMain);
  };
}
