/**
 * Cloud Functions callables: a lazy instance (emulator in emulator mode) and one generic
 * call whose failures carry the function's own message, e.g. 'User not found'.
 *
 * Firebase Functions' code loads at the first call, not with every screen that can make one:
 * /home and a chat import it through their data modules but call nothing at the start, and
 * its evaluation and code caching were two of /home's start tasks after the first paint.
 */
import type * as FunctionsSdk from 'firebase/functions';
import type { CallableName, CallRequest, CallResponse } from '@/domain/callables';
import { emulatorHosts, emulatorMode, firebaseApp, functionsRegion } from './app';

let instance: Promise<{ sdk: typeof FunctionsSdk; functions: FunctionsSdk.Functions }> | undefined;

function functions() {
  instance ??= import('firebase/functions').then((sdk) => {
    const functions = sdk.getFunctions(firebaseApp(), functionsRegion);
    if (emulatorMode) {
      const { host, port } = emulatorHosts().functions;
      sdk.connectFunctionsEmulator(functions, host, port);
    }
    return { sdk, functions };
  });
  // A load that failed (offline before the code was cached) is tried again at the next call.
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

/** A failed call: `message` is the function's (HttpsError) message, `code` its status. */
export class CallableError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

const UNAVAILABLE_TEXT = 'The service is unavailable. Check your connection and try again.';

/** What to say when the SDK has only a status name (a network failure, a crash). */
const BARE_STATUS_TEXT: Record<string, string> = {
  internal: 'The server could not complete the request',
  unavailable: UNAVAILABLE_TEXT,
  'deadline-exceeded': 'The request took too long. Try again.',
};

function unwrap(error: unknown): CallableError {
  const code =
    typeof (error as { code?: unknown })?.code === 'string'
      ? (error as { code: string }).code
      : 'functions/unknown';
  const raw = error instanceof Error ? error.message : String(error);
  // The SDK appends the HTTP status ('User not found [404]') and may prefix 'Firebase:'.
  const message = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(functions\/[\w-]+\)\.?$/, '')
    .replace(/\s*\[\d{3}\]$/, '');
  const status = code.replace(/^functions\//, '');
  const text =
    message === '' || message === status ? (BARE_STATUS_TEXT[status] ?? status) : message;
  return new CallableError(text, code);
}

/**
 * Calls the callable `name` with its request (both as src/domain/callables.ts declares them);
 * rejects with a CallableError carrying its message.
 */
export async function callFunction<N extends CallableName>(
  name: N,
  data: CallRequest<N>,
): Promise<CallResponse<N>> {
  const { sdk, functions: instance } = await functions().catch(() => {
    // Its code could not load (offline before it was ever cached): said as a network failure.
    throw new CallableError(UNAVAILABLE_TEXT, 'functions/unavailable');
  });
  try {
    const call = sdk.httpsCallable<CallRequest<N>, CallResponse<N>>(instance, name);
    return (await call(data)).data;
  } catch (error) {
    throw unwrap(error);
  }
}
