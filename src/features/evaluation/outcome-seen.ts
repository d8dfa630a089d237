import { useCallback, useReducer } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * The outcome popups closed on each visit of a room: by the router's location (a new object
 * for every navigation, back and forward included, and the same one for as long as the room is
 * shown) and chat. Kept outside the panel, so a remount of the room's tree during the same
 * visit (after a reload, its data arriving piece by piece) cannot bring a closed popup back; a
 * reload or a new visit shows it again (SPEC: once per screen visit).
 */
const closed = new WeakMap<Location, Set<string>>();

/** Whether this visit's popup of `chatId` was closed, and the call that closes it. */
export function useOutcomeSeen(chatId: string): readonly [boolean, () => void] {
  const location = useLocation();
  const [, closedNow] = useReducer((n: number) => n + 1, 0);
  const markSeen = useCallback(() => {
    const seen = closed.get(location) ?? new Set<string>();
    seen.add(chatId);
    closed.set(location, seen);
    closedNow();
  }, [location, chatId]);
  return [closed.get(location)?.has(chatId) ?? false, markSeen] as const;
}
