import { PwaShell } from './pwa-shell';
import { AppRouter } from './router';

export function App() {
  return (
    <>
      <AppRouter />
      <PwaShell />
    </>
  );
}
