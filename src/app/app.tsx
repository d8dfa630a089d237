import { PwaShell } from '../features/pwa/pwa-shell';
import { AppRouter } from './router';

export function App() {
  return (
    <>
      <AppRouter />
      <PwaShell />
    </>
  );
}
