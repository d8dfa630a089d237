import { useSession } from '../../hooks/use-session';
import { signOut } from '../../data/session';

export function HomeRoute() {
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
