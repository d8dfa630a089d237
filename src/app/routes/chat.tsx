import { SignedInRoute } from '../signed-in';
import { useParams } from 'react-router';

function Screen({ kind }: { kind: 'chat' | 'debate' }) {
  const { chatId = '' } = useParams();
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(chatId)) {
    return (
      <main className="page" role="alert">
        Invalid chat ID
      </main>
    );
  }
  return (
    <main className="page">
      <h1>{kind}</h1>
    </main>
  );
}

export function ChatRoute({ kind }: { kind: 'chat' | 'debate' }) {
  return (
    <SignedInRoute>
      <Screen kind={kind} />
    </SignedInRoute>
  );
}
