import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  acceptDebateRequest,
  cancelDebateRequest,
  declineChallenge,
  watchDebateRequests,
} from '@/data/debate-requests';
import { acceptRequestError } from '@/domain/debate-requests';
import { errorText } from '@/domain/error-text';
import type { DebateRequest } from '@/domain/model';
import { cancelFailedText, loadFailedText } from './debates-texts';

/**
 * Browse's requests, live (pending ones and the user's own): changes arrive through the
 * listeners, without polling. `refresh` re-subscribes, e.g. after a failed load.
 */
export function useDebateRequests(uid: string) {
  const [generation, setGeneration] = useState(0);
  const key = `${uid}:${generation}`;
  const [loaded, setLoaded] = useState<{ key: string; requests: DebateRequest[] } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);

  useEffect(
    () =>
      watchDebateRequests(
        uid,
        (requests, complete) => {
          // A cache-only empty answer (offline) is not "no debates": keep waiting for the server.
          if (!complete && requests.length === 0) return;
          setLoaded({ key, requests });
          setError(null);
        },
        (e) => setError({ key, message: loadFailedText(errorText(e)) }),
      ),
    [uid, key],
  );

  // Another user's list is never shown; a refresh keeps the current rows until the new answer.
  const ownLoaded = loaded?.key.startsWith(`${uid}:`) ? loaded : null;
  return {
    requests: ownLoaded?.requests,
    refreshing: !!ownLoaded && ownLoaded.key !== key && error?.key !== key,
    error: error?.key === key ? error.message : null,
    refresh: useCallback(() => setGeneration((g) => g + 1), []),
  };
}

/**
 * Accept, decline (a challenge to the user), cancel and enter: accept and decline errors go
 * to the browse error banner as they are.
 */
export function useRequestActions(uid: string) {
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [decliningId, setDecliningId] = useState<string | null>(null);
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const accept = useCallback(
    async (request: DebateRequest) => {
      if (inFlight.current) return;
      const refusal = acceptRequestError(request, uid);
      if (refusal) {
        setError(refusal);
        return;
      }
      inFlight.current = true;
      setPendingId(request.id);
      setError(null);
      try {
        const chatId = await acceptDebateRequest(request.id);
        void navigate(`/debate/${chatId}`);
      } catch (e) {
        setError(errorText(e));
      } finally {
        inFlight.current = false;
        setPendingId(null);
      }
    },
    [uid, navigate],
  );

  const decline = useCallback(async (request: DebateRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setDecliningId(request.id);
    setError(null);
    try {
      // The live list drops it once the function has deleted it.
      await declineChallenge(request.id);
      setDeclined((ids) => new Set(ids).add(request.id));
    } catch (e) {
      setError(errorText(e));
    } finally {
      inFlight.current = false;
      setDecliningId(null);
    }
  }, []);

  const cancel = useCallback((request: DebateRequest) => {
    setError(null);
    // The live list drops the row at once; a refused delete puts it back and says why.
    cancelDebateRequest(request.id).catch((e: unknown) => setError(cancelFailedText(errorText(e))));
  }, []);

  const enter = useCallback(
    (request: DebateRequest) => {
      if (request.chatId) void navigate(`/debate/${request.chatId}`);
    },
    [navigate],
  );

  return {
    accept,
    decline,
    cancel,
    enter,
    pendingId,
    decliningId,
    /** Challenges declined here: gone from the server, and said so. */
    declined,
    busy: pendingId !== null || decliningId !== null,
    error,
    dismissError: () => setError(null),
  };
}

/** What useRequestActions gives a card: its answers and what is under way. */
export type RequestActions = ReturnType<typeof useRequestActions>;
