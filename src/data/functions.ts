/**
 * Cloud Functions callables: a lazy instance (emulator in emulator mode) and one generic
 * call whose failures carry the function's own message, e.g. 'User not found'.
 */
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import type { CallableName, CallRequest, CallResponse } from '@/domain/callables';
import { emulatorHosts, emulatorMode, firebaseApp, functionsRegion } from './app';

let instance: Functions | undefined;

function functions(): Functions {
  if (instance) return instance;
  instance = getFunctions(firebaseApp(), functionsRegion);
  if (emulatorMode) {
    const { host, port } = emulatorHosts().functions;
    connectFunctionsEmulator(instance, host, port);
  }
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

/** What to say when the SDK has only a status name (a network failure, a crash). */
const BARE_STATUS_TEXT: Record<string, string> = {
  internal: 'The server could not complete the request',
  unavailable: 'The service is unavailable. Check your connection and try again.',
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
  try {
    const result = await httpsCallable<CallRequest<N>, CallResponse<N>>(functions(), name)(data);
    return result.data;
  } catch (error) {
    throw unwrap(error);
  }
}
