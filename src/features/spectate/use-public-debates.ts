import { useEffect, useState } from 'react';
import { watchPublicDebates } from '@/data/public-debates';
import { errorText } from '@/domain/error-text';
import type { Chat } from '@/domain/model';
import { sortPublicDebates } from './spectate-logic';
import { loadFailedText } from './spectate-texts';

/**
 * 'Watch a Debate': the newest public debates (none of people the viewer blocked), live;
 * undefined while the first answer runs.
 */
export function usePublicDebates(viewerUid: string) {
  const [debates, setDebates] = useState<Chat[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () =>
      watchPublicDebates(
        viewerUid,
        (chats, complete) => {
          if (!complete && chats.length === 0) return;
          setDebates(sortPublicDebates(chats));
          setError(null);
        },
        (e) => setError(loadFailedText(errorText(e))),
      ),
    [viewerUid],
  );
  return { debates, error };
}
