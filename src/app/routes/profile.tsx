import { SignedInRoute } from '../signed-in';
function Screen() {
  return (
    <main className="page">
      <h1>Profile</h1>
    </main>
  );
}

export function ProfileRoute() {
  return (
    <SignedInRoute>
      <Screen />
    </SignedInRoute>
  );
}
