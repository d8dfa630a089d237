import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The message-list floor, a build of its own so the sign-in floor's JS stays as it is. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
