import { useCallback, useState } from 'react';
import { setDebateReadiness } from '@/data/debates';
import { DEBATES_TEXT } from './debates-texts';

function code(error: unknown): string {
  const raw = (error as { code?: unknown })?.code;
  return typeof raw === 'string' ? raw.replace(/^functions\//, '') : '';
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The user's own Ready toggle, through the setDebateReadiness function (it starts the
 * debate when both are ready). While the call runs the toggle shows the state asked for,
 * busy; it stays so until the live chat catches up. A refusal puts it back and says so;
 * offline it says at once that it needs the network.
 */
export function useDebateReadiness(chatId: string, ready: boolean) {
  // What was asked for, and the live state then: once the live state moves, it is the truth.
  const [asked, setAsked] = useState<{ target: boolean; from: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = asked && asked.from === ready ? asked.target : ready;

  const toggle = useCallback(() => {
    if (busy) return;
    setError(null);
    if (offline()) {
      setError(DEBATES_TEXT.readinessOffline);
      return;
    }
    const target = !mine;
    setAsked({ target, from: ready });
    setBusy(true);
    setDebateReadiness(chatId, target).then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setAsked(null);
        setError(
          code(e) === 'not-found' ? DEBATES_TEXT.chatNotFound : DEBATES_TEXT.readinessFailed,
        );
      },
    );
  }, [chatId, ready, mine, busy]);

  return { toggle, error, pending: busy, mine };
}
