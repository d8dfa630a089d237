/**
 * The durations `npm test` ends with (scripts/lib/test-timings.mjs): read from the JSON
 * reports Vitest and Playwright write, the slowest tests of all suites first.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import {
  backChannelOverflowLine,
  cpuByKindLines,
  failureExcerpt,
  machineBusyLine,
  machineCpuSeconds,
  playwrightTimings,
  processKind,
  startCpuSampler,
  timingSummary,
  vitestTimings,
} from '../../scripts/lib/test-timings.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'da-timings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, JSON.stringify(content));
  return target;
}

const vitest = file('unit.json', {
  testResults: [
    {
      name: '/repo/src/a.test.ts',
      startTime: 1_000,
      endTime: 4_500,
      assertionResults: [
        { fullName: 'a adds', title: 'adds', duration: 3_000 },
        { fullName: 'a subtracts', title: 'subtracts', duration: 12 },
      ],
    },
  ],
});

const playwright = file('e2e.json', {
  suites: [
    {
      title: 'chat.spec.ts',
      file: 'chat.spec.ts',
      specs: [],
      suites: [
        {
          title: 'chat',
          file: 'chat.spec.ts',
          specs: [
            {
              title: 'sends a message',
              file: 'chat.spec.ts',
              tests: [
                { projectName: 'pixel', results: [{ duration: 20_000 }] },
                { projectName: 'iphone', results: [{ duration: 9_000 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
});

test("Vitest's report: each test, and each file's own time", () => {
  expect(vitestTimings(vitest, 'unit', '/repo')).toEqual([
    { suite: 'unit', file: 'src/a.test.ts', name: '', ms: 3_500 },
    { suite: 'unit', file: 'src/a.test.ts', name: 'a adds', ms: 3_000 },
    { suite: 'unit', file: 'src/a.test.ts', name: 'a subtracts', ms: 12 },
  ]);
});

test("Playwright's report: each test on each device, under its describe's title", () => {
  expect(playwrightTimings(playwright, 'e2e')).toEqual([
    { suite: 'e2e', file: 'chat.spec.ts', name: 'chat › sends a message [pixel]', ms: 20_000 },
    { suite: 'e2e', file: 'chat.spec.ts', name: 'chat › sends a message [iphone]', ms: 9_000 },
  ]);
  // One run of two suites' projects (npm test's e2e run holds the chaos project too).
  expect(
    playwrightTimings(playwright, (project) => (project === 'iphone' ? 'chaos' : 'e2e')).map(
      (t) => t.suite,
    ),
  ).toEqual(['e2e', 'chaos']);
});

test('a missing report (a suite that never ran) reads as no tests', () => {
  expect(vitestTimings(path.join(dir, 'none.json'), 'unit')).toEqual([]);
  expect(playwrightTimings(path.join(dir, 'none.json'), 'e2e')).toEqual([]);
});

test('the summary: every step with its time, then the slowest tests of all suites', () => {
  const tests = [
    ...vitestTimings(vitest, 'unit', '/repo'),
    ...playwrightTimings(playwright, 'e2e'),
  ];
  const text = timingSummary(
    [
      { name: 'unit tests', ok: true, ms: 61_000, startMs: 0 },
      { name: 'e2e tests', ok: false, ms: 300_000, startMs: 90_000 },
    ],
    tests,
    { count: 2, totalMs: 400_000 },
  );
  expect(text).toContain('✔ unit tests');
  expect(text).toMatch(/✘ e2e tests\s+300\.0 s {2}from 90 s/);
  expect(text).toMatch(/total\s+400\.0 s/);
  const slowest = text.slice(text.indexOf('Slowest 2 tests'));
  expect(slowest.indexOf('sends a message [pixel]')).toBeLessThan(
    slowest.indexOf('sends a message [iphone]'),
  );
  expect(slowest).not.toContain('a adds');
});

test("a failed test's error ends the summary, whichever runner reported it", () => {
  const failedVitest = file('emulator.json', {
    testResults: [
      {
        name: '/repo/tests/a.test.ts',
        status: 'failed',
        startTime: 0,
        endTime: 10,
        assertionResults: [
          { fullName: 'a passes', status: 'passed', duration: 1 },
          {
            fullName: 'a counts',
            status: 'failed',
            duration: 2,
            failureMessages: [
              'AssertionError: expected \u001b[31m3\u001b[39m to be 2\n    at a.test.ts:9',
            ],
          },
        ],
      },
      {
        name: '/repo/tests/b.test.ts',
        status: 'failed',
        message: 'Hook timed out',
        assertionResults: [],
      },
    ],
  });
  const failedPlaywright = file('e2e-failed.json', {
    suites: [
      {
        title: 'room.spec.ts',
        file: 'room.spec.ts',
        specs: [
          {
            title: 'fits',
            file: 'room.spec.ts',
            tests: [
              {
                projectName: 'pixel',
                results: [
                  {
                    duration: 5,
                    status: 'timedOut',
                    error: { message: 'Test timeout of 90000ms exceeded.' },
                  },
                ],
              },
            ],
          },
          {
            title: 'passes',
            file: 'room.spec.ts',
            tests: [{ results: [{ duration: 5, status: 'passed' }] }],
          },
        ],
      },
    ],
  });
  const tests = [
    ...vitestTimings(failedVitest, 'emulator', '/repo'),
    ...playwrightTimings(failedPlaywright, 'e2e'),
  ];
  expect(tests.filter((t) => t.failure).map((t) => [t.file, t.name, t.failure])).toEqual([
    ['tests/a.test.ts', 'a counts', 'AssertionError: expected 3 to be 2\n    at a.test.ts:9'],
    ['tests/b.test.ts', '', 'Hook timed out'],
    ['room.spec.ts', 'fits [pixel]', 'timedOut: Test timeout of 90000ms exceeded.'],
  ]);
  const text = timingSummary([{ name: 'e2e tests', ok: false, ms: 1 }], tests);
  const failed = text.slice(text.indexOf('Failed tests (3)'));
  expect(failed).toContain(
    '✘ emulator  tests/a.test.ts › a counts\n      AssertionError: expected 3',
  );
  expect(failed).toContain('tests/b.test.ts › (the file itself)\n      Hook timed out');
  expect(failed).toContain('room.spec.ts › fits [pixel]\n      timedOut: Test timeout');
  expect(timingSummary([], [...vitestTimings(vitest, 'unit', '/repo')])).not.toContain('Failed');
});

test('each process the run starts is counted under its kind', () => {
  const kinds: Record<string, string> = {
    'java -Duser.language=en -jar /p/.cache/firestore-emulator/launcher.jar --port 8080':
      'Firestore emulator (Java)',
    '/usr/lib/chromium/chromium --type=renderer --lang=en-US': 'Chromium pages',
    '/usr/lib/chromium/chromium --type=gpu-process --no-sandbox':
      'Chromium compositor (gpu process)',
    '/usr/lib/chromium/chromium --no-sandbox --remote-debugging-pipe':
      'Chromium browser and helpers',
    '/usr/bin/node /p/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime':
      'function workers',
    'node /p/node_modules/.bin/firebase emulators:start --project demo':
      'Firebase CLI (hub, Auth, functions host)',
    'node /p/node_modules/.bin/vitest run --project unit': 'Vitest',
    'node /p/node_modules/.bin/vite preview --port 4173': 'Vite (build, preview proxy, dev server)',
    'node /p/node_modules/.bin/playwright test': 'Playwright runner',
    'node /p/node_modules/typescript/bin/tsc -p tsconfig.app.json --noEmit': 'tsc',
    'node /p/node_modules/.bin/eslint . --max-warnings=0': 'ESLint',
    'sleep 5': 'other',
  };
  for (const [cmdline, kind] of Object.entries(kinds)) expect(processKind(cmdline)).toBe(kind);
});

test('the sampler counts a busy child’s CPU under its kind, and the lines list it', async () => {
  const sampler = startCpuSampler({ everyMs: 100 });
  // A second and a half of its own CPU (however long a busy machine takes to give it), then a
  // pause for a last sample.
  const child = spawn(process.execPath, [
    '-e',
    'while (process.cpuUsage().user + process.cpuUsage().system < 1.5e6); setTimeout(() => {}, 400);',
  ]);
  await new Promise((resolve) => child.on('exit', resolve));
  const byKind = sampler.stop();
  expect(byKind.get('other') ?? 0).toBeGreaterThanOrEqual(1);
  const lines = cpuByKindLines(byKind, 100);
  expect(lines[1]).toBe('CPU by kind of process (sampled every 0.1 s: at least this much)');
  expect(lines.some((line) => /^ +\d+ s {2}other$/.test(line))).toBe(true);
  // npm test runs this file at a low priority beside the busy lanes: there the child once got
  // its 1.5 CPU-seconds only after Vitest's default 30 s.
}, 120_000);

test('the CPU-by-kind lines: most first, under a second left out, nothing when empty', () => {
  const lines = cpuByKindLines(
    new Map([
      ['Vitest', 12.4],
      ['Firestore emulator (Java)', 371.6],
      ['ESLint', 0.4],
    ]),
  );
  expect(lines).toEqual([
    '',
    'CPU by kind of process (sampled every 2 s: at least this much)',
    '     372 s  Firestore emulator (Java)',
    '      12 s  Vitest',
  ]);
  expect(cpuByKindLines(new Map())).toEqual([]);
});

test("the machine's busy share comes from /proc/stat's cpu line: steal counts as busy, iowait as idle", () => {
  const before = machineCpuSeconds(
    'cpu  1000 100 400 5000 200 10 20 30 0 0\ncpu0 500 50 200 2500 100 5 10 15 0 0\n',
  );
  expect(before).toEqual({ busy: 15.6, idle: 52 });
  const after = machineCpuSeconds('cpu  1900 100 700 5100 200 10 20 30 0 0\n');
  // 1,200 ticks busy against 100 idle.
  expect(machineBusyLine(before, after)).toBe(
    "  The machine's cores: 92 % busy (12 CPU-s, everything on the machine: /proc/stat)",
  );
  expect(machineCpuSeconds('intr 1 2 3\n')).toBeNull();
  expect(machineBusyLine(null, after)).toBeNull();
  expect(machineBusyLine(after, after)).toBeNull();
});

test("this machine's /proc/stat reads (Linux, where npm test runs), and moves forward", () => {
  const first = machineCpuSeconds();
  expect(first).not.toBeNull();
  const later = machineCpuSeconds();
  expect(later!.busy + later!.idle).toBeGreaterThanOrEqual(first!.busy + first!.idle);
});

test("a step that failed with no failed test says why in the summary: Vitest's errors outside tests, then its end", () => {
  const output = [
    '\x1b[32m ✓ \x1b[39m src/a.test.ts (3 tests)',
    ...Array.from({ length: 40 }, (_, i) => ` ✓ src/file-${i}.test.ts`),
    '⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯',
    'DatabaseClosedError: Database has been closed',
    ' ❯ src/offline/x.ts:12:3',
    ...Array.from({ length: 40 }, (_, i) => `    at frame ${i}`),
    ' Test Files  246 passed (246)',
    '      Tests  1900 passed (1900)',
    '     Errors  1 error',
  ].join('\n');
  const why = failureExcerpt(output);
  const lines = why.split('\n');
  expect(lines[0]).toBe('⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯');
  expect(lines[1]).toBe('DatabaseClosedError: Database has been closed');
  expect(lines).toContain('…');
  expect(lines.slice(-3)).toEqual([
    ' Test Files  246 passed (246)',
    '      Tests  1900 passed (1900)',
    '     Errors  1 error',
  ]);
  expect(lines.length).toBe(30 + 1 + 12);
  // Without such a block, the end alone; a killed runner's last line names the signal.
  expect(failureExcerpt(' ✓ src/a.test.ts\n\nvitest ended by SIGKILL\n')).toBe(
    ' ✓ src/a.test.ts\nvitest ended by SIGKILL',
  );
  const text = timingSummary(
    [
      { name: 'unit tests', ok: false, ms: 1, why: 'vitest ended by SIGKILL' },
      { name: 'lint', ok: true, ms: 1 },
    ],
    [],
  );
  expect(text).toContain("Why 'unit tests' failed (its output)\n  | vitest ended by SIGKILL");
  expect(text).not.toContain("Why 'lint'");
});

test("the Firestore emulator's back-channel overflow is counted, with its first and last time", () => {
  const warning = (time: string) =>
    `Dec 07, 2026 ${time} com.google.net.webchannel.server.v8.BackChannel add\nWARNING: Failed to send a new message due to too many pending messagings in the back channel (10001). May need enable flow control.`;
  const log = [
    'Dec 07, 2026 12:20:36 PM com.google.cloud.datastore.emulator.firestore.websocket.WebSocketServer start',
    'INFO: Started WebSocket server on ws://127.0.0.1:9150',
    warning('12:31:06 PM'),
    'WARNING: Server fails to send the message, abort the channel!',
    warning('12:31:06 PM'),
    warning('12:42:04 PM'),
  ].join('\n');
  expect(backChannelOverflowLine(log)).toBe(
    "  The Firestore emulator's back channel overflowed 3 times (firestore-debug.log), from 12:31:06 PM to 12:42:04 PM: a closed page's listeners, still fed (docs/development.md).",
  );
  expect(backChannelOverflowLine('INFO: Started WebSocket server\n')).toBeNull();
});
