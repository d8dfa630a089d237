/**
 * The benchmark's floor: the least a React 19 + firebase 12 app that signs people in and
 * reads Firestore ships — firebase/app, firebase/auth and firebase/firestore used the
 * ordinary way, one screen.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged, type User } from 'firebase/auth';
import { doc, getFirestore, onSnapshot } from 'firebase/firestore';

const app = initializeApp({
  apiKey: 'demo-api-key',
  projectId: 'demo-floor',
  authDomain: 'localhost',
});
const auth = getAuth(app);
const db = getFirestore(app);

function Screen() {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState('idle');
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  useEffect(() => {
    if (!user) return;
    return onSnapshot(doc(db, 'users', user.uid), (s) =>
      setStatus(s.exists() ? 'profile' : 'none'),
    );
  }, [user]);
  return (
    <main>
      <h1>Floor</h1>
      <p>{user ? `Signed in (${status})` : 'Signed out'}</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Screen />
  </StrictMode>,
);
