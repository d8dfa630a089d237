import { useParams } from 'react-router';
import { isValidChatId } from '@/domain/validation';
import { JoinRequest } from '@/features/debates/join-request';
import { SignedInRoute } from '@/app/signed-in';

function Screen() {
  const { requestId } = useParams();
  if (!isValidChatId(requestId)) {
    return (
      <main className="page page--narrow">
        <p role="alert">Debate request not found</p>
        <a href="/home">Back to Home</a>
      </main>
    );
  }
  return <JoinRequest key={requestId} requestId={requestId} />;
}

/** /join/{requestId}: a shared debate request with its 'Accept Debate' (issue 14 §4). */
export function JoinRoute() {
  return (
    <SignedInRoute>
      <Screen />
    </SignedInRoute>
  );
}
