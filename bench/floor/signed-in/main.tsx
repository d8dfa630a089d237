/**
 * The signed-in Lighthouse rows' floor: the least a React 19 + firebase 12 app does to open a
 * screen for a person signed in on the device, used the ordinary way. Auth restores the
 * stored sign-in (local storage, as the app keeps it), then one Firestore listener reads the
 * person's profile and the screen shows it. The emulators' ports come in the page's query
 * (`?auth=9099&firestore=8080`): the bench serves this page on an origin of its own.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';

const ports = new URLSearchParams(window.location.search);
const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-debate-arena' });
const auth = initializeAuth(app, { persistence: browserLocalPersistence });
connectAuthEmulator(auth, `http://127.0.0.1:${ports.get('auth') ?? '9099'}`, {
  disableWarnings: true,
});
const db = getFirestore(app);
connectFirestoreEmulator(db, '127.0.0.1', Number(ports.get('firestore') ?? '8080'));

function Screen() {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [profile, setProfile] = useState<string>('loading');
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  useEffect(() => {
    if (!user) return;
    return onSnapshot(doc(db, 'users', user.uid), (s) =>
      setProfile(
        s.exists() ? String(s.get('displayName') ?? s.get('fallbackName') ?? s.id) : 'none',
      ),
    );
  }, [user]);
  return (
    <main>
      <h1>Floor</h1>
      <p>{user === undefined ? 'Loading…' : user ? `Signed in: ${profile}` : 'Signed out'}</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Screen />
  </StrictMode>,
);
