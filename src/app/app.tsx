import { PwaShell } from './pwa-shell';
import { AppRouter } from './router';
import { SessionProvider } from './session-provider';

export function App() {
  return (
    <SessionProvider>
      <AppRouter />
      <PwaShell />
    </SessionProvider>
  );
}
