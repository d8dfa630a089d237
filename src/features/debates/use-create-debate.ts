import { useCallback, useRef, useState } from 'react';
import { createDebateRequest } from '@/data/debate-requests';
import type { SessionUser } from '@/domain/auth-state';
import { errorText } from '@/domain/error-text';
import {
  canSubmitDebateRequest,
  DEFAULT_TIME_LIMIT,
  validateDebateRequest,
} from '@/domain/validation';
import { createFailedText, DEBATES_TEXT } from './debates-texts';

/**
 * The Create Debate Request form's state and submit (SPEC §2, §5 "Create request"); with
 * `challengedUid`, the same form makes a challenge to that person only.
 */
export function useCreateDebate(user: SessionUser | null, challengedUid?: string) {
  const [topic, setTopic] = useState('');
  const [stance, setStance] = useState('');
  const [timeLimit, setTimeLimit] = useState<number>(DEFAULT_TIME_LIMIT);
  // 'Public debate: anyone can watch', off by default (docs/decisions/0014-arena.md §3).
  const [isPublic, setIsPublic] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    setCreated(false);
    const checked = validateDebateRequest({ user, topic, stance, timeLimit });
    if (!checked.ok || !user) {
      setError(checked.ok ? null : checked.error);
      return;
    }
    // A write made offline would wait unseen in memory; say so now instead.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setError(createFailedText(DEBATES_TEXT.offline));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await createDebateRequest(
        checked.value,
        challengedUid ? { isPublic, challengedUid } : { isPublic },
      );
      setTopic('');
      setStance('');
      setTimeLimit(DEFAULT_TIME_LIMIT);
      setIsPublic(false);
      setCreated(true);
    } catch (e) {
      setError(createFailedText(errorText(e)));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [user, topic, stance, timeLimit, isPublic, challengedUid]);

  return {
    topic,
    stance,
    timeLimit,
    setTopic,
    setStance,
    setTimeLimit,
    isPublic,
    setIsPublic,
    busy,
    error,
    created,
    canSubmit: canSubmitDebateRequest(topic, stance, busy),
    submit,
    dismiss: useCallback(() => setCreated(false), []),
  };
}
