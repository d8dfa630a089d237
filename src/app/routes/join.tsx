import { useParams } from 'react-router';
import { isValidChatId } from '@/domain/validation';
import { JoinRequest } from '@/features/debates';
import { BadAddress } from '@/app/bad-address';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

function Screen() {
  const { requestId } = useParams();
  if (!isValidChatId(requestId)) {
    return <BadAddress text="Debate request not found" />;
  }
  return <JoinRequest key={requestId} requestId={requestId} />;
}

/**
 * /join/{requestId}: a shared debate request with its 'Accept Debate' (docs/decisions/0014-arena.md
 * §4).
 */
export function JoinRoute() {
  return (
    <SignedInRoute>
      <Screen />
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
