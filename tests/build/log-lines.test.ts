/**
 * What `npm start` shows of its servers' output (scripts/lib/log-lines.mjs), fed the lines
 * firebase-tools 14 and Vite 8 really print (colour codes included).
 */
import { describe, expect, test } from 'vitest';
import { emulatorLines, prefixed, viteLine } from '../../scripts/lib/log-lines.mjs';

const ESC = '\x1b';
const colour = (code: number, text: string) =>
  `${ESC}[${code}m${ESC}[1m${text}${ESC}[22m${ESC}[39m`;

/** The start-up and one request, as firebase-tools printed them for the functions emulator. */
const STARTUP = [
  `${colour(33, '⚠ ')} Unable to fetch the CLI MOTD and remote config. This is not a fatal error.`,
  `${colour(31, '⬢  emulators:')} firebase-tools will drop support for Java version < 21 soon in firebase-tools@15.`,
  `${colour(36, 'i  emulators:')} Starting emulators: auth, functions, firestore`,
  `${colour(36, 'i  emulators:')} Detected demo project ID "demo-debate-arena", emulated services will use a demo configuration and attempts to access non-emulated services for this project will fail.`,
  `${colour(33, '⚠  firestore:')} Env variable override detected. Using firestore emulator at /x/launcher.jar`,
  `${colour(36, 'i  firestore:')} Firestore Emulator logging to ${ESC}[1mfirestore-debug.log${ESC}[22m`,
  `${colour(32, '✔  firestore:')} Firestore Emulator UI websocket is running on 9150.`,
  `${colour(33, '⚠  emulators:')} The Emulator UI is not starting because none of the running emulators have a UI component.`,
  `${colour(33, '⚠  functions:')} Your requested "node" version "22" doesn't match your global version "20". Using node@20 from host.`,
  'Serving at port 8968',
  '',
  `${colour(32, '✔  functions:')} Loaded functions definitions from source: serverTime.`,
  `${colour(32, '✔  functions[us-central1-serverTime]:')} ${ESC}[1mhttp${ESC}[22m function initialized (http://127.0.0.1:5001/demo-debate-arena/us-central1/serverTime).`,
  '┌─────────────────────────────────────────────────────────────┐',
  `│ ${ESC}[32m✔${ESC}[39m  ${ESC}[1mAll emulators ready! It is now safe to connect your app.${ESC}[22m │`,
  '├────────────────┼────────────────┤',
  `${ESC}[90m  Emulator Hub host: 127.0.0.1 port: 4400${ESC}[39m`,
  `${ESC}[90m  Other reserved ports:${ESC}[39m 4500, 9150`,
  'Issues? Report them at https://github.com/firebase/firebase-tools/issues and attach the *-debug.log files.',
  `${colour(36, 'i  functions:')} Beginning execution of "us-central1-serverTime"`,
  `${colour(36, 'i  functions:')} Finished "us-central1-serverTime" in 15.601458ms`,
  `${colour(36, 'i  emulators:')} Received SIGINT (Ctrl-C) for the first time. Starting a clean shutdown.`,
  `${colour(36, 'i  functions:')} Stopping Functions Emulator`,
];

const shown = (lines: string[]) =>
  lines.flatMap(emulatorLines).map((l) => prefixed(l.source, l.text));

describe("the emulators' output", () => {
  test('start-up, progress and shutdown chatter is hidden', () => {
    expect(shown(STARTUP)).toEqual([]);
  });

  test("a function's console.error and console.log lines are shown, labelled functions", () => {
    expect(
      shown([
        `${ESC}[90m> ${ESC}[39m Could not reach the judge: connect ECONNREFUSED 127.0.0.1:7071`,
        `${ESC}[90m> ${ESC}[39m started evaluation of c1`,
      ]),
    ).toEqual([
      'functions | Could not reach the judge: connect ECONNREFUSED 127.0.0.1:7071',
      'functions | started evaluation of c1',
    ]);
  });

  test("firebase-functions' structured entries read as severity, message and fields; library frames go", () => {
    const error = JSON.stringify({
      severity: 'ERROR',
      message:
        'TypeError: boom\n    at judge (/app/functions/lib/index.js:10:5)\n    at run (/app/node_modules/firebase-functions/lib/x.js:1:1)\n    at node:internal/process/task_queues:95:5',
    });
    const warning = JSON.stringify({
      severity: 'WARNING',
      message: 'Debate evaluation failed',
      chatId: 'c1',
      'logging.googleapis.com/labels': {},
    });
    const info = JSON.stringify({ severity: 'INFO', message: 'Debate judged', winner: 'a' });
    expect(shown([`> ${error}`, `> ${warning}`, `> ${info}`])).toEqual([
      'functions | ERROR TypeError: boom',
      'functions |     at judge (/app/functions/lib/index.js:10:5)',
      'functions | WARNING Debate evaluation failed {"chatId":"c1"}',
      'functions | Debate judged {"winner":"a"}',
    ]);
  });

  test('problems of the emulators themselves are shown, by source', () => {
    expect(
      shown([
        `${colour(31, '⬢  functions:')} Failed to load function definition from source: FirebaseError: boom`,
        `${colour(36, 'i  functions:')} Failed to start runtime for us-central1-x: Error: no`,
        `${colour(33, '⚠ ')} ${ESC}[36mfirestore.rules${ESC}[39m:${ESC}[33m32${ESC}[39m:14 - ${ESC}[31mWARNING${ESC}[39m Unused function: notBanned.`,
        `${colour(33, '⚠  functions:')} The Cloud Firestore emulator is not running, so calls to Firestore will affect production.`,
        `${colour(36, 'i  auth:')} To verify the phone number +15555550100, use the code 123456.`,
        'java.net.BindException: Address already in use',
      ]),
    ).toEqual([
      'functions | Failed to load function definition from source: FirebaseError: boom',
      'functions | Failed to start runtime for us-central1-x: Error: no',
      'firestore | firestore.rules:32:14 - WARNING Unused function: notBanned.',
      'functions | The Cloud Firestore emulator is not running, so calls to Firestore will affect production.',
      'auth      | To verify the phone number +15555550100, use the code 123456.',
      'emulators | java.net.BindException: Address already in use',
    ]);
  });
});

describe("Vite's output", () => {
  test('its banner goes (npm start prints the addresses), its messages stay', () => {
    const lines = [
      '',
      `  ${ESC}[32m${ESC}[1mVITE${ESC}[22m v8.3.8${ESC}[39m  ${ESC}[2mready in ${ESC}[0m${ESC}[1m612${ESC}[22m ms${ESC}[0m`,
      `  ${ESC}[32m➜${ESC}[39m  ${ESC}[1mLocal${ESC}[22m:   http://localhost:5173/`,
      `  ${ESC}[32m➜${ESC}[39m  ${ESC}[1mNetwork${ESC}[22m: http://192.168.1.20:5173/`,
      '10:41:07 AM [vite] hmr update /src/app/app.tsx',
      '10:41:09 AM [vite] Internal server error: Transform failed with 1 error:',
    ];
    expect(lines.map(viteLine).filter((l) => l !== null)).toEqual([
      '10:41:07 AM [vite] hmr update /src/app/app.tsx',
      '10:41:09 AM [vite] Internal server error: Transform failed with 1 error:',
    ]);
    expect(prefixed('vite', 'x')).toBe('vite      | x');
  });
});
