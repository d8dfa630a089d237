import { SignedInRoute } from '../signed-in';
import { useSession } from '../../hooks/use-session';
import { signOut } from '../../data/session';

function Screen() {
  const { user } = useSession();
  return (
    <main className="page">
      <h1>Home</h1>
      <p>Signed in as {user?.phoneNumber}</p>
      <button type="button" className="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </main>
  );
}

export function HomeRoute() {
  return (
    <SignedInRoute>
      <Screen />
    </SignedInRoute>
  );
}
