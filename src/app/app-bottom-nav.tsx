import { BottomNav, type BottomNavPlace } from '@/features/home';
import { useSignedInUser } from '@/hooks/use-session';
import { useUnreadTotal } from '@/offline/member-hooks';

/** The phone's bottom navigation on a signed-in page of its own, with the unread total. */
export function AppBottomNav({ current }: { current: BottomNavPlace | null }) {
  const { uid } = useSignedInUser();
  return <BottomNav current={current} chatsUnread={useUnreadTotal(uid)} />;
}
