import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * In emulator mode the app reaches Auth, Firestore and Functions through its own origin:
 * the dev and preview servers proxy the emulators' paths. One origin means one port to
 * open (a phone on the LAN works too) and a build that does not care which ports the
 * emulators were given.
 */
function emulatorProxy(): Record<string, ProxyOptions> {
  const host = process.env.DA_EMULATOR_HOST ?? '127.0.0.1';
  const auth = `http://${host}:${process.env.DA_AUTH_PORT ?? '9099'}`;
  const firestore = `http://${host}:${process.env.DA_FIRESTORE_PORT ?? '8080'}`;
  const functions = `http://${host}:${process.env.DA_FUNCTIONS_PORT ?? '5001'}`;
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-debate-arena';
  return {
    '/identitytoolkit.googleapis.com': { target: auth },
    '/securetoken.googleapis.com': { target: auth },
    '/emulator/v1/projects': { target: auth },
    '/google.firestore.v1.Firestore': { target: firestore, ws: false },
    [`/${projectId}/`]: { target: functions },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        globIgnores: ['**/screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { host: true, proxy: emulatorProxy() },
  preview: { host: true, proxy: emulatorProxy() },
  build: { target: 'es2022', sourcemap: true },
});
