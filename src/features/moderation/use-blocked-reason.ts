import { useMemo } from 'react';
import { otherParticipantId } from '@/domain/chat-list';
import type { LocalChat } from '@/offline/db';
import { MODERATION_TEXT } from './moderation-texts';
import { useBlockedUids } from './use-blocks';

/**
 * Why the user may not write in a chat, as far as moderation goes: they blocked the other
 * person (the rules refuse those messages anyway). Null when a block does not stand in the way.
 */
export function useBlockedReason(uid: string): (chat: LocalChat) => string | null {
  const blocked = useBlockedUids(uid);
  // A new Set each render: the reason changes only when the blocked uids do.
  const blockedKey = [...blocked].sort().join(',');
  return useMemo(() => {
    const uids = new Set(blockedKey ? blockedKey.split(',') : []);
    return (chat: LocalChat): string | null => {
      const other = otherParticipantId(chat, uid);
      return other && uids.has(other) ? MODERATION_TEXT.youBlocked : null;
    };
  }, [blockedKey, uid]);
}
