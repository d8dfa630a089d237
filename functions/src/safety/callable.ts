/**
 * How every callable opens (docs/decisions/0012-safety.md): signedInCallable owns the options
 * every callable shares and the checks every one needs before its own work, so a new callable
 * cannot forget them.
 *
 * App Check is enforced when the functions' environment says APPCHECK_ENFORCE=true
 * (docs/operations.md "App Check"); the emulators run without it. A callable's own options
 * cannot turn enforcement off.
 */
import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import type { CallableName, CallRequest, CallResponse } from '@/domain/callables';
import { assertNotBanned } from './account';

export function callableOptions(extra: CallableOptions = {}): CallableOptions {
  return { ...extra, enforceAppCheck: process.env.APPCHECK_ENFORCE === 'true' };
}

export interface SignedInOptions {
  /** The callable's own options (memory, time-out, …), beside the shared ones. */
  options?: CallableOptions;
  /** What a signed-out caller is told; CALLABLE_TEXT.notAuthenticated unless SPEC words it. */
  signedOut?: string;
  /**
   * A callable that writes nothing and reveals nothing (the server's clock) skips the ban
   * read; every other refuses a banned account before it starts.
   */
  writesNothing?: boolean;
}

/**
 * The callable `name` of src/domain/callables.ts, for signed-in callers: refuses a signed-out
 * caller ('unauthenticated') and a banned account ('permission-denied', BANNED_TEXT) before
 * `handler` runs, and hands it the request and the caller's uid. Its request and answer are
 * the map's (the app's callFunction uses the same); the request's fields are still untrusted
 * input, to be checked by the handler. Export it under `name`.
 */
export function signedInCallable<N extends CallableName>(
  name: N,
  handler: (
    request: CallableRequest<CallRequest<N>>,
    me: string,
  ) => Promise<CallResponse<N>> | CallResponse<N>,
  {
    options,
    signedOut = CALLABLE_TEXT.notAuthenticated,
    writesNothing = false,
  }: SignedInOptions = {},
): CallableFunction<CallRequest<N>, Promise<CallResponse<N>>> {
  return onCall<CallRequest<N>, Promise<CallResponse<N>>>(
    callableOptions(options),
    async (request) => {
      const me = request.auth?.uid;
      if (!me) throw new HttpsError('unauthenticated', signedOut);
      if (!writesNothing) await assertNotBanned(me);
      return handler(request, me);
    },
  );
}
