import { useCallback, useState } from 'react';
import { blockUser, unblockUser } from '@/data/moderation';
import { errorText } from '@/domain/error-text';
import { useSignedInUser } from '@/hooks/use-session';
import { failedText } from './moderation-texts';
import { useBlocks } from './use-blocks';

interface BlockToggle {
  /** Whether the person is on the block list (false while it loads). */
  blocked: boolean;
  busy: boolean;
  /** 'Could not block: {reason}', until the next attempt. */
  error: string | null;
  /** Resolves true when it worked (the live list then shows the change). */
  block(): Promise<boolean>;
  unblock(): Promise<boolean>;
}

/** Blocking and unblocking one person; the live block list says which they are. */
export function useBlockToggle(uid: string): BlockToggle {
  const me = useSignedInUser();
  const blocks = useBlocks(me.uid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: 'block' | 'unblock') => {
      setBusy(true);
      setError(null);
      try {
        await (action === 'block' ? blockUser(uid) : unblockUser(uid));
        return true;
      } catch (e) {
        setError(failedText(action, errorText(e)));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [uid],
  );

  return {
    blocked: blocks.status === 'ready' && blocks.blocks.some((b) => b.uid === uid),
    busy,
    error,
    block: useCallback(() => run('block'), [run]),
    unblock: useCallback(() => run('unblock'), [run]),
  };
}
