// Where `npm test`'s time goes: each suite's wall time, and its slowest tests, read from
// the JSON reports the runners write beside their usual output (Vitest's `json` reporter,
// Playwright's `json` reporter). scripts/test.mjs prints them at the end of a run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stripAnsi } from './log-lines.mjs';

/** Vitest arguments that keep its usual output and also write a JSON report to `file`. */
export function vitestReportArgs(file) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

function readJson(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// A failed test carries its error's opening lines (colours stripped), for the run's last
// words: CI may keep only the end of a long log, and the failure must be in it.
function withFailure(timing, error) {
  if (error === null) return timing;
  const lines = stripAnsi(error)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return { ...timing, failure: lines.slice(0, 6).join('\n') };
}

/**
 * A Vitest JSON report's tests: { suite, file, name, ms }. The file's own line (its set-up,
 * hooks and tests, as the runner timed them) has name ''.
 */
export function vitestTimings(file, suite, root = process.cwd()) {
  const report = readJson(file);
  if (!report) return [];
  return (report.testResults ?? []).flatMap((result) => {
    const rel = path.relative(root, result.name);
    const tests = (result.assertionResults ?? []).map((test) =>
      withFailure(
        { suite, file: rel, name: test.fullName ?? test.title, ms: Number(test.duration) || 0 },
        test.status === 'failed' ? (test.failureMessages ?? []).join('\n') || 'failed' : null,
      ),
    );
    const fileMs = Number(result.endTime) - Number(result.startTime);
    // A file can fail with no failed test (its set-up threw, or it would not load).
    const fileFailed =
      result.status === 'failed' && !tests.some((t) => t.failure !== undefined)
        ? result.message || 'failed'
        : null;
    const own = withFailure(
      { suite, file: rel, name: '', ms: Number.isFinite(fileMs) ? fileMs : 0 },
      fileFailed,
    );
    return [own, ...tests];
  });
}

/**
 * A Playwright JSON report's tests: { suite, file, name, ms }, one per test and project
 * (a test run on two devices is two lines), summing its attempts. `suite` names them all, or
 * is a function of a test's project name (one run of several suites' projects).
 */
export function playwrightTimings(file, suite) {
  const report = readJson(file);
  if (!report) return [];
  const out = [];
  const walk = (node, titles) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const ms = results.reduce((sum, r) => sum + (Number(r.duration) || 0), 0);
        const project = test.projectName ? ` [${test.projectName}]` : '';
        const failedRun = results.find(
          (r) => r.status && !['passed', 'skipped'].includes(r.status),
        );
        out.push(
          withFailure(
            {
              suite: typeof suite === 'function' ? suite(test.projectName ?? '') : suite,
              file: spec.file ?? node.file ?? '',
              name: `${[...titles, spec.title].join(' › ')}${project}`,
              ms,
            },
            failedRun
              ? `${failedRun.status}: ${failedRun.error?.message ?? failedRun.errors?.[0]?.message ?? ''}`
              : null,
          ),
        );
      }
    }
    for (const child of node.suites ?? []) {
      // A file's suite is titled with its path: that is the file column, not a title.
      const isFile = child.file && child.title === child.file;
      walk(child, isFile ? titles : [...titles, child.title]);
    }
  };
  for (const top of report.suites ?? []) walk(top, []);
  return out;
}

/**
 * /proc/<pid>/stat: parent, start time, and the CPU ticks of the process itself and of its
 * children that ended (reaped).
 */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      start: f[19],
      self: Number(f[11]) + Number(f[12]),
      reaped: Number(f[13]) + Number(f[14]),
    };
  } catch {
    return null;
  }
}

/** `root` and every running process it started (pid → procStat); null without /proc. */
function processTree(root) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const all = new Map();
  for (const name of entries) {
    const stat = procStat(Number(name));
    if (stat) all.set(Number(name), stat);
  }
  if (!all.has(root)) return null;
  const tree = new Map([[root, all.get(root)]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all) {
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.set(pid, stat);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * CPU seconds this process and everything it started have used so far (Linux; null
 * elsewhere): its own and its ended children's, plus each running descendant's with its
 * own ended children's. Read before and after a step, the difference is the step's CPU
 * (when steps do not overlap), a figure the machine's other load barely changes.
 */
export function treeCpuSeconds(root = process.pid) {
  const tree = processTree(root);
  if (!tree) return null;
  let ticks = 0;
  for (const stat of tree.values()) ticks += stat.self + stat.reaped;
  // Linux counts in clock ticks of 1/100 s.
  return ticks / 100;
}

/**
 * The machine's CPU time so far from /proc/stat's first line (Linux; null elsewhere), in
 * seconds summed over its cores: `busy` (user, nice, system, irq, softirq, steal) and `idle`
 * (idle, iowait). Every process counts, this run's and any other's. `text` is for tests.
 */
export function machineCpuSeconds(text) {
  let stat = text;
  if (stat === undefined) {
    try {
      stat = readFileSync('/proc/stat', 'utf8');
    } catch {
      return null;
    }
  }
  const line = stat.split('\n').find((each) => /^cpu\s/.test(each));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // Linux counts in clock ticks of 1/100 s.
  return {
    busy: (user + nice + system + irq + softirq + steal) / 100,
    idle: (idle + iowait) / 100,
  };
}

/**
 * The line saying how busy the machine's cores were between two machineCpuSeconds readings:
 * the process-tree figure misses what a sample never saw (short-lived and re-parented
 * processes), so this one says whether cores were left idle at all.
 */
export function machineBusyLine(before, after) {
  if (!before || !after) return null;
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  if (total <= 0) return null;
  return `  The machine's cores: ${Math.round((100 * busy) / total)} % busy (${busy.toFixed(0)} CPU-s, everything on the machine: /proc/stat)`;
}

/**
 * The Firestore emulator's WebChannel logs 'too many pending messagings in the back channel'
 * when a session holds 10,001 messages it could not deliver, and aborts; in one failed run it
 * went on doing so hundreds of times a second until the end (the emulator busy). The session is
 * a page's that closed with listeners open: the emulator keeps their targets, even after the
 * client's terminate, and queues every change they match for a reader that is gone (reproduced,
 * docs/development.md). The line `npm test` prints when its log (firestore-debug.log) holds
 * any, so a run's flakes can be read against it; null when it holds none.
 */
export function backChannelOverflowLine(logText) {
  const lines = logText.split('\n');
  const hits = lines.flatMap((line, i) =>
    line.includes('too many pending messagings in the back channel') ? [i] : [],
  );
  if (!hits.length) return null;
  // The line before each warning carries its time ('Dec 07, 2026 12:31:06 PM com.google…').
  const when = (i) => /\d{1,2}:\d\d:\d\d [AP]M/.exec(lines[i - 1] ?? '')?.[0] ?? '?';
  return `  The Firestore emulator's back channel overflowed ${hits.length} times (firestore-debug.log), from ${when(hits[0])} to ${when(hits.at(-1))}: a closed page's listeners, still fed (docs/development.md).`;
}

/**
 * The kind of process a command line belongs to, for the CPU-by-kind lines of `npm test`
 * (the first pattern that matches; 'other' for the rest).
 */
const KINDS = [
  [/java\b.*firestore/, 'Firestore emulator (Java)'],
  [/java\b/, 'other Java'],
  [/chrom(e|ium).*--type=renderer/, 'Chromium pages'],
  [/chrom(e|ium).*--type=gpu-process/, 'Chromium compositor (gpu process)'],
  [/chrom(e|ium)/, 'Chromium browser and helpers'],
  [/functionsEmulatorRuntime/, 'function workers'],
  [/firebase-tools|\/firebase\b/, 'Firebase CLI (hub, Auth, functions host)'],
  [/vitest/, 'Vitest'],
  [/playwright/, 'Playwright runner'],
  [/typescript\/bin\/tsc|\btsc\b/, 'tsc'],
  [/eslint/, 'ESLint'],
  [/prettier/, 'Prettier'],
  [/vite\b/, 'Vite (build, preview proxy, dev server)'],
];

export function processKind(cmdline) {
  return KINDS.find(([pattern]) => pattern.test(cmdline))?.[1] ?? 'other';
}

/**
 * Samples the CPU of every process `root` started, every `everyMs`, by kind (processKind);
 * `stop()` returns seconds by kind. A process's last sample counts, so one that lives less
 * than `everyMs` may be missed: the figures are lower bounds. Linux only (elsewhere: empty).
 */
export function startCpuSampler({ root = process.pid, everyMs = 2_000 } = {}) {
  const seen = new Map();
  const sample = () => {
    const tree = processTree(root);
    if (!tree) return;
    tree.delete(root);
    for (const [pid, stat] of tree) {
      const key = `${pid}@${stat.start}`;
      let entry = seen.get(key);
      if (!entry) {
        let cmdline = '';
        try {
          cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        } catch {
          // Ended since the listing.
        }
        entry = { kind: processKind(cmdline), ticks: 0 };
        seen.set(key, entry);
      }
      entry.ticks = stat.self;
    }
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byKind = new Map();
      // Linux counts in clock ticks of 1/100 s.
      for (const { kind, ticks } of seen.values())
        byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / 100);
      return byKind;
    },
  };
}

/** The CPU-by-kind lines: the kinds that used at least a second, most first. */
export function cpuByKindLines(byKind, everyMs = 2_000) {
  const rows = [...byKind].filter(([, s]) => s >= 1).sort((a, b) => b[1] - a[1]);
  if (!rows.length) return [];
  return [
    '',
    `CPU by kind of process (sampled every ${everyMs / 1000} s: at least this much)`,
    ...rows.map(([kind, s]) => `  ${s.toFixed(0).padStart(6)} s  ${kind}`),
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * The lines `npm test` ends with: every step with its wall time (and, when they overlapped,
 * when it started after the run's start), then the `count` slowest tests of all suites.
 * steps: [{ name, ok, ms, startMs, cpuS }]; tests: from vitestTimings / playwrightTimings.
 */
export function timingSummary(steps, tests, { count = 15, totalMs } = {}) {
  const lines = ['', 'Durations (wall time of each step; steps that overlap start later than 0)'];
  for (const step of steps) {
    const mark = step.ok === undefined ? ' ' : step.ok ? '✔' : '✘';
    const at = step.startMs !== undefined ? `  from ${(step.startMs / 1000).toFixed(0)} s` : '';
    const cpu = step.cpuS !== undefined ? `  CPU ${step.cpuS.toFixed(0)} s` : '';
    lines.push(`  ${mark} ${step.name.padEnd(30)} ${seconds(step.ms)}${at}${cpu}`);
  }
  if (totalMs !== undefined) lines.push(`    ${'total'.padEnd(30)} ${seconds(totalMs)}`);
  const slowest = tests
    .filter((t) => t.name)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (slowest.length) {
    lines.push('', `Slowest ${slowest.length} tests`);
    for (const t of slowest) {
      lines.push(`  ${seconds(t.ms)}  ${t.suite.padEnd(9)} ${t.file} › ${t.name}`);
    }
  }
  const files = tests.filter((t) => !t.name && t.ms > 0).sort((a, b) => b.ms - a.ms);
  if (files.length) {
    lines.push('', `Slowest ${Math.min(count, files.length)} test files (Vitest)`);
    for (const f of files.slice(0, count)) {
      lines.push(`  ${seconds(f.ms)}  ${f.suite.padEnd(9)} ${f.file}`);
    }
  }
  const failed = tests.filter((t) => t.failure !== undefined);
  if (failed.length) {
    lines.push('', `Failed tests (${failed.length})`);
    for (const t of failed) {
      lines.push(`  ✘ ${t.suite.padEnd(9)} ${t.file} › ${t.name || '(the file itself)'}`);
      for (const line of t.failure.split('\n')) lines.push(`      ${line}`);
    }
  }
  // A step can fail with no failed test to name (an error outside every test, a runner that
  // was killed): what it printed last says why.
  for (const step of steps.filter((s) => s.ok === false && s.why)) {
    lines.push('', `Why '${step.name}' failed (its output)`);
    for (const line of step.why.split('\n')) lines.push(`  | ${line}`);
  }
  return lines.join('\n');
}

/** Lines Vitest opens its errors outside any test with, and its summary. */
const ERRORS_OUTSIDE_TESTS = /Unhandled (Errors?|Rejection)|Vitest caught \d+ (unhandled )?errors?/;

/**
 * What a failed step's output says of why, colours stripped: from the first report of an
 * error outside any test (at most `take` lines of it), then the output's last `tail` lines.
 */
export function failureExcerpt(output, { take = 30, tail = 12 } = {}) {
  const lines = stripAnsi(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  const last = lines.slice(-tail);
  const first = lines.findIndex((line) => ERRORS_OUTSIDE_TESTS.test(line));
  if (first === -1 || first >= lines.length - tail) return last.join('\n');
  const block = lines.slice(first, Math.min(first + take, lines.length - tail));
  return [...block, ...(first + take < lines.length - tail ? ['…'] : []), ...last].join('\n');
}
