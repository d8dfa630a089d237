import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { exitDebate } from '@/data/debates';
import { errorText } from '@/domain/error-text';
import { useSignedInUser } from '@/hooks/use-session';
import { memberSync } from '@/offline/sync-session';
import { exitErrorText } from './debates-texts';

/** Where exiting leads: the browse list, where the request is open again. */
const AFTER_EXIT_PATH = '/home?section=browse-debates';

/** Exit Debate (SPEC §5 "Exit debate"): the caller confirms first; then the function runs. */
export function useExitDebate(chatId: string) {
  const navigate = useNavigate();
  const { uid } = useSignedInUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exit = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await exitDebate(chatId);
      // The chat is deleted: closing the room writes nothing more for it (the server would
      // refuse it), even before the listener brings the deletion.
      memberSync(uid)?.forget(chatId);
      void navigate(AFTER_EXIT_PATH, { replace: true });
    } catch (e) {
      setError(exitErrorText(errorText(e, '')));
      setBusy(false);
    }
  }, [chatId, navigate, uid]);

  return { exit, busy, error };
}
