#!/usr/bin/env node
// `npm test`: installs what is missing, then typecheck, lint, format check, unit tests,
// emulator tests (rules, functions, data layer) and the Playwright e2e and chaos suites,
// against the Emulator Suite. Runs every step, ends with each step's duration and the
// slowest tests, and exits non-zero on any failure.
//
// Three lanes: the checks (typecheck, lint, format, unit tests), which need no servers; the
// emulator suites (Vitest) on two Emulator Suites; and the e2e suite with the chaos runs
// (Playwright) on a third with the built app (and the development server for the dev-server
// project). The checks run beside the other two; the browser suites start once the emulator
// suites are done (their Emulator Suite starts at once). The emulator lanes spend much of their
// time waiting on the emulators. The browser lane's output streams as it comes; the
// others' is shown step by step, whole, as each ends. DA_TEST_SERIAL=1 runs the lanes one
// after the other (each step's CPU seconds are then printed too).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureJava, ensureNodeModules } from './lib/ensure.mjs';

/** `git status --porcelain` lines of the checkout, or null outside a git repository. */
function gitStatus() {
  const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: path.dirname(path.dirname(new URL(import.meta.url).pathname)),
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : null;
}
// Everything the run writes (the install, builds, reports, logs) must be git-ignored: a
// fresh clone stays clean. What was already changed before the run does not count.
const statusBefore = gitStatus();

const installStarted = Date.now();
ensureNodeModules();
ensureChromium();
ensureJava();
const installMs = Date.now() - installStarted;

const { run, stopOnSignals } = await import('./lib/processes.mjs');
const { serveDev, startSession } = await import('./with-emulators.mjs');
const { buildFunctions } = await import('./build-functions.mjs');
const { buildEmulatorApp, portsFor, root } = await import('./lib/emulators.mjs');
const {
  backChannelOverflowLine,
  cpuByKindLines,
  failureExcerpt,
  machineBusyLine,
  machineCpuSeconds,
  playwrightTimings,
  startCpuSampler,
  timingSummary,
  treeCpuSeconds,
  vitestReportArgs,
  vitestTimings,
} = await import('./lib/test-timings.mjs');

stopOnSignals();
const serial = process.env.DA_TEST_SERIAL === '1';
const { offset } = portsFor();
// Each offset its own folder: parallel runs in one checkout must not mix their reports.
const reports = path.join(root, 'test-results', `timings-${offset}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const report = (name) => path.join(reports, `${name}.json`);

const started = Date.now();
const cpuStart = treeCpuSeconds() ?? 0;
const machineStart = machineCpuSeconds();
// Where the CPU goes (the emulators, the browsers, the runners), printed at the end.
const cpuSampler = startCpuSampler();
const steps = [];
const tests = [];

/**
 * One step: runs fn({ onOutput }) and records its duration and outcome. With `buffered`
 * its output is collected and printed whole at its end (so lanes never interleave lines);
 * otherwise it streams.
 */
async function step(name, fn, { buffered = false } = {}) {
  const t0 = Date.now();
  const cpu0 = treeCpuSeconds();
  let output = '';
  const onOutput = buffered ? (chunk) => (output += chunk) : undefined;
  if (!buffered) console.log(`\n▶ ${name}`);
  let code;
  try {
    code = await fn({ onOutput });
  } catch (error) {
    const message = String(error?.message ?? error);
    if (buffered) output += `${message}\n`;
    else console.error(message);
    code = 1;
  }
  const ms = Date.now() - t0;
  const cpu1 = treeCpuSeconds();
  // Per step only when steps run one at a time: overlapping steps share the figure.
  const cpuS = serial && cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : undefined;
  // Buffered output is printed far from the run's end; the summary repeats why it failed.
  const why = code !== 0 && buffered ? failureExcerpt(output) : undefined;
  steps.push({ name, ok: code === 0, ms, startMs: t0 - started, cpuS, why });
  const mark = code === 0 ? '✔' : '✘';
  if (buffered) {
    console.log(`\n▶ ${name} (ran beside the other lanes; its output:)`);
    process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  }
  console.log(`${mark} ${name} (${(ms / 1000).toFixed(1)} s)`);
  return code;
}

const sh = (command, args, env) => (io) =>
  run(command, args, { cwd: root, env, onOutput: io.onOutput }).then((r) => r.code);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * `command` at a lower priority (nice 5, inherited by what it starts), where `nice` exists: it
 * runs when the cores are free, and gets about a quarter of one that a normal-priority process
 * also wants.
 */
const yielding = (command, args) =>
  process.platform === 'linux' ? ['nice', ['-n', '5', command, ...args]] : [command, args];

/** Resolves once typecheck has run (the browser suites wait for it: below). */
let typecheckDone;
const typechecked = new Promise((resolve) => (typecheckDone = resolve));

/** Typecheck, lint, format check and the unit tests: no servers. */
async function checksLane({ buffered }) {
  await step('typecheck', sh('npm', ['run', '--silent', 'typecheck']), { buffered });
  typecheckDone();
  // Lint (about 35 CPU-s, one core) runs beside the unit tests and the other lanes, not
  // before them: first, it held both back for its 44 s (118 s from the start instead of 74 s).
  // At nice 5 with the unit tests it took 471 s and the unit tests ended last. The format
  // check and the unit tests yield the cores to the sessions' tests and emulators whenever
  // both want them. The format check (about 25 CPU-s) runs beside the unit tests, not before
  // them: one after the other they took 88 and 611 s of a run's 880.
  await Promise.all([
    step('lint', sh(bin('eslint'), ['.', '--max-warnings=0']), { buffered }),
    step(
      'format check',
      sh(...yielding(bin('prettier'), ['--check', '.', '--log-level', 'warn'])),
      { buffered },
    ),
    step(
      'unit tests',
      sh(
        ...yielding(bin('vitest'), [
          'run',
          '--project',
          'unit',
          '--project',
          'unit-mocks',
          '--project',
          'node',
          '--project',
          'build',
          // Two files at a time, where Vitest's default on 2 cores is one: the build tests
          // mostly wait on what they spawn (npm start, builds), and a second worker runs
          // other files meanwhile.
          '--maxWorkers',
          '2',
          ...vitestReportArgs(report('unit')),
        ]),
      ),
      { buffered },
    ),
  ]);
  tests.push(...vitestTimings(report('unit'), 'unit', root));
}

/**
 * A lane of suites against an Emulator Suite of its own (with `more`, the options of further
 * suites started beside it): `suites` run one after the other once they are up, each even if
 * an earlier one failed; a suite with `startsWhen(previousDone)` starts when that promise
 * settles instead (beside the one before it, if sooner). A suite's `envOf(sessions)` adds what
 * it needs of the others; what its `prepare(session)` starts (`{ env, stop }`) stops when the
 * suite ends.
 */
async function sessionLane(
  label,
  options,
  suites,
  { buffered, after = Promise.resolve(), more = [] },
) {
  let sessions = [];
  const up = await step(
    `${label}: emulators up`,
    async () => {
      const started = await Promise.allSettled(
        [options, ...more].map((each) => startSession({ functionsBuild: false, ...each })),
      );
      sessions = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
      const failed = started.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      return 0;
    },
    { buffered },
  );
  if (up !== 0) {
    for (const each of sessions) await each.stop();
    for (const suite of suites) steps.push({ name: suite.name, ok: false, ms: 0 });
    return;
  }
  const [session] = sessions;
  const runSuite = async (suite) => {
    await step(
      suite.name,
      async (io) => {
        // What the suite needs started first (a server); stopped with the session at the latest.
        const prepared = suite.prepare ? await suite.prepare(session) : {};
        if (prepared.stop) session.alsoStop(prepared.stop);
        try {
          const env = {
            ...session.env,
            ...suite.env,
            ...suite.envOf?.(sessions),
            ...prepared.env,
          };
          return await sh(suite.command, suite.args, env)(io);
        } finally {
          await prepared.stop?.();
        }
      },
      // A suite that runs beside another prints its output whole, when it ends.
      { buffered: buffered || Boolean(suite.startsWhen) },
    );
    if (suite.timings) tests.push(...suite.timings());
  };
  try {
    await after;
    let previous = Promise.resolve();
    const running = suites.map((suite) => {
      const done = (suite.startsWhen ? suite.startsWhen(previous) : previous).then(() =>
        runSuite(suite),
      );
      previous = done;
      return done;
    });
    await Promise.all(running);
  } finally {
    const t0 = Date.now();
    await Promise.all(sessions.map((each) => each.stop()));
    steps.push({ name: `${label}: emulators down`, ok: true, ms: Date.now() - t0 });
  }
}

// The emulator suites (Vitest: rules, functions, data layer, abuse) and the browser suites
// (Playwright: e2e with the chaos runs) each against Emulator Suites of their own, side by
// side: the Functions emulator runs a document's triggers one after another, and each suite
// waits on its own emulators' triggers, not on the other's. The emulator tests have two
// suites, 0 and 25 above this run's ports, and the browser tests one, 50 above (no other
// run's: the team's offsets are hundreds apart, tests/build/ports.test.ts).
//
// The emulator tests run two files at a time, from the start: two Vitest workers, each on an
// Emulator Suite of its own (tests/support/emulator-pool.ts), taking the next file from one
// queue. One at a time, their files spent about 100 of the lane's 850 s between files (the
// Functions emulator reloading its code) and most of the rest waiting on one trigger queue,
// while the machine used 1.2 of its 2 cores. They run at normal priority, before the browser
// suites (below); the chaos runs are projects of the e2e run (playwright.config.ts).
const appBuild = { outDir: `dist-${offset + 50}`, built: undefined };
const emulatorTests = [
  bin('vitest'),
  ['run', '--project', 'emulator', ...vitestReportArgs(report('emulator'))],
];
const emulatorSuites = [
  {
    name: 'emulator tests',
    command: emulatorTests[0],
    args: emulatorTests[1],
    envOf: (sessions) => ({
      // Every worker keeps its rules coverage in the first session's folder, where the
      // rules coverage step below adds it up.
      DA_EMULATOR_POOLS: JSON.stringify(
        sessions.map((each) => ({
          ...each.env,
          DA_RULES_COVERAGE_DIR: sessions[0].env.DA_RULES_COVERAGE_DIR,
        })),
      ),
    }),
    timings: () => vitestTimings(report('emulator'), 'emulator', root),
  },
  // It counts the rule evaluations of the emulator tests (their sessions', only theirs).
  {
    name: 'rules coverage',
    command: 'node',
    args: ['scripts/rules-coverage.mjs'],
    envOf: (sessions) => ({
      DA_RULES_COVERAGE_HOSTS: sessions.map((each) => each.env.FIRESTORE_EMULATOR_HOST).join(','),
    }),
  },
];
const browserSuites = [
  {
    name: 'e2e tests',
    command: bin('playwright'),
    // The chaos runs (tests/chaos) too, in the same run: they start first, on one of its
    // workers (playwright.config.ts). After the e2e suite, alone on one worker, they took 87 s.
    args: ['test', '--project', 'chaos', '--project', 'pixel', '--project', 'iphone'],
    env: {
      DA_PLAYWRIGHT_JSON: report('e2e'),
      // Three workers, where a run of its own has two (playwright.config.ts): its tests wait on
      // the emulators' triggers and the judge more than they compute. In fresh-clone runs of
      // the same commit the lane took 903 s with two (its 82 tests' durations adding up to
      // 1,667 s) and 692 s with three (1,895 s: each a little slower, all sooner), though the
      // machine was about 15 % faster in the second (tsc 68 → 58 CPU-s for the same work),
      // both beside the emulator lane then.
      E2E_WORKERS: process.env.E2E_WORKERS || '3',
    },
    timings: () =>
      playwrightTimings(report('e2e'), (project) => (project === 'chaos' ? 'chaos' : 'e2e')),
  },
  {
    // The development server runs for its own project only, and only while it runs: left up
    // beside the whole e2e suite, it used about 70 CPU-s of the two cores the suite shares.
    // It starts with the e2e tests, beside them (the emulator tests are over by then, their
    // cores free): after the e2e tests it added its 20–30 s to the end of the run.
    name: 'e2e on the development server',
    command: bin('playwright'),
    args: ['test', '--project', 'dev-server'],
    startsWhen: () => emulatorLaneEnded,
    prepare: async (session) => {
      const served = await serveDev({ ports: session.ports, env: session.env });
      return {
        stop: served.stop,
        // Its artifacts in folders of their own, beside the e2e run's (playwright.config.ts).
        env: {
          ...served.env,
          DA_PLAYWRIGHT_JSON: report('e2e-dev'),
          DA_PLAYWRIGHT_RUN: 'dev-server',
        },
      };
    },
    timings: () => playwrightTimings(report('e2e-dev'), 'e2e'),
  },
];

const functionsBuilt = await step('build the functions', async () => {
  await buildFunctions({ quiet: true });
  return 0;
});
if (functionsBuilt === 0) {
  // Beside the emulators' start-up (their Java and function workers mostly wait).
  appBuild.built = buildEmulatorApp({ ports: portsFor(offset + 50), outDir: appBuild.outDir });
  // Whoever needs it reports a failure; unawaited until then, it must not end the process.
  appBuild.built.catch(() => undefined);
}
const checks = (io) => checksLane(io);
// Not warmed (warmCallables): its rules files run first, with the triggers paused, and the
// resume after them reloads the functions, which stops every idle worker, warmed or not.
let emulatorLaneEnd;
/** Settles when the emulator lane has ended (its suites run and its emulators stopped). */
const emulatorLaneEnded = new Promise((resolve) => (emulatorLaneEnd = resolve));
const emulatorLane = (io) =>
  sessionLane('emulator tests', { offset, judge: true, warm: false }, emulatorSuites, {
    ...io,
    more: [{ offset: offset + 25, judge: true, warm: false }],
  }).finally(emulatorLaneEnd);
// The browser suites wait for typecheck and for the emulator lane to end; their session starts
// at once and is up and warm by then. The two lanes ran side by side until 2026-12-05, and the
// emulator lane then took about four times as long as alone, 1,107–1,209 s against 280 s (its
// tests are chains of calls through the emulators, each hop waiting its turn for a core); the
// slowest tests of those runs, and most of their timeouts, were there. One after the other,
// in one run here: the emulator lane 455 s, then the browser suites 683 s, 1,214 s in all against
// 1,178–1,303 s side by side in the runs before it; each lane's tests meet the cores about as
// they do alone. The checks lane (at its low priority) runs beside both.
const browserLane = (io) =>
  sessionLane(
    'browser tests',
    { offset: offset + 50, app: true, judge: true, appBuild, warm: true },
    browserSuites,
    {
      ...io,
      after: Promise.all([typechecked, emulatorLaneEnded]),
    },
  );
if (functionsBuilt !== 0) {
  // Nothing that runs the functions can pass.
  await checks({ buffered: false });
} else if (serial) {
  await checks({ buffered: false });
  await emulatorLane({ buffered: false });
  await browserLane({ buffered: false });
} else {
  // The browser lane streams (the one a reader follows); the others print each step whole
  // when it ends.
  await Promise.all([
    checks({ buffered: true }),
    emulatorLane({ buffered: true }),
    browserLane({ buffered: false }),
  ]);
}

if (statusBefore) {
  const before = new Set(statusBefore);
  const written = (gitStatus() ?? []).filter((line) => !before.has(line));
  steps.push({ name: 'the tree stays clean', ok: written.length === 0, ms: 0 });
  if (written.length) {
    console.error(
      `\n✘ The run wrote files git does not ignore (add them to .gitignore, or write elsewhere):\n${written.map((l) => `  ${l}`).join('\n')}`,
    );
  }
}

const totalMs = Date.now() - started;
console.log(
  timingSummary([{ name: 'install (npm, chromium, java)', ms: installMs }, ...steps], tests, {
    totalMs,
  }),
);
const cpuTotal = treeCpuSeconds();
if (cpuTotal !== null) {
  console.log(
    `  CPU used: ${(cpuTotal - cpuStart).toFixed(0)} s in ${(totalMs / 1000).toFixed(0)} s (${((cpuTotal - cpuStart) / (totalMs / 1000)).toFixed(2)} cores on average)`,
  );
}
// The process-tree figure above is a lower bound; here the whole machine: on 2 cores a run
// at 100 % busy can only get faster by using less CPU, not by overlapping more.
const machineLine = machineBusyLine(machineStart, machineCpuSeconds());
if (machineLine) console.log(machineLine);
for (const line of cpuByKindLines(cpuSampler.stop())) console.log(line);
const firestoreLog = path.join(root, 'firestore-debug.log');
const overflow = existsSync(firestoreLog)
  ? backChannelOverflowLine(readFileSync(firestoreLog, 'utf8'))
  : null;
if (overflow) console.log(overflow);
console.log('\nSummary');
for (const s of steps.filter((s) => s.ok !== undefined)) {
  console.log(`  ${s.ok ? '✔' : '✘'} ${s.name.padEnd(30)} ${(s.ms / 1000).toFixed(1)} s`);
}
console.log(`  total ${(totalMs / 1000).toFixed(0)} s`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
