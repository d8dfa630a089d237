import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { startPractice, type PracticeChoice } from '@/data/practice';
import { errorText } from '@/domain/error-text';
import { practiceFailedText } from './practice-texts';

/** Starts a practice debate and opens its room; one start at a time. */
export function useStartPractice() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const start = useCallback(
    async (choice: PracticeChoice) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const chatId = await startPractice(choice);
        void navigate(`/debate/${chatId}`);
      } catch (e) {
        setError(practiceFailedText(errorText(e)));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [navigate],
  );
  return { start, busy, error };
}
