import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { exitDebate } from '@/data/debates';
import { errorText } from '@/domain/error-text';
import { exitErrorText } from './debates-texts';

/** Where exiting leads: the browse list, where the request is open again. */
const AFTER_EXIT_PATH = '/home?section=browse-debates';

/** Exit Debate (SPEC §5 "Exit debate"): the caller confirms first; then the function runs. */
export function useExitDebate(chatId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exit = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await exitDebate(chatId);
      void navigate(AFTER_EXIT_PATH, { replace: true });
    } catch (e) {
      setError(exitErrorText(errorText(e, '')));
      setBusy(false);
    }
  }, [chatId, navigate]);

  return { exit, busy, error };
}
