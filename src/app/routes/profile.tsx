export function ProfileRoute() {
  return (
    <main className="page">
      <h1>Profile</h1>
    </main>
  );
}
