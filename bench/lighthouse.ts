/**
 * Lighthouse 12 (installed by `npm run bench` in .cache/lighthouse) on one URL, mobile, the
 * median of `runs`. Signed in: `userDataDir` is a Chromium profile where the app was signed
 * in (signedInProfile), and Lighthouse keeps its storage (--disable-storage-reset), so the
 * page opens as a returning signed-in person's would, minus the HTTP cache and the worker.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { median } from './support';
import { longTaskTime, type LongTaskTime, type TraceEvent } from './trace-blocking';

const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseScores = Record<
  (typeof CATEGORIES)[number],
  { median: number; runs: number[] }
>;

export interface LighthouseRun {
  scores: LighthouseScores;
  /** Audits below a full score in the last run: id → title (what to fix). */
  failing: Record<string, string>;
  /** The machine's speed as Lighthouse measured it: the calibration runs' median. */
  benchmarkIndex: number;
  calibrationIndexes: number[];
  /** The CPU slowdown the runs used, calibrated from benchmarkIndex. */
  cpuSlowdown: number;
  /**
   * Each run's Total Blocking Time (Lighthouse's simulation, ms) and its trace's long-task time
   * by wall and by CPU time (bench/trace-blocking.ts).
   */
  blocking: { tbt: number; trace: LongTaskTime }[];
}

/**
 * The CPU slowdown that makes this machine a mid-range phone, from Lighthouse's benchmark index
 * (Lighthouse's throttling guide and its CPU throttling calculator: its default 4× assumes a
 * desktop of index about 1,533; a faster machine needs more, a slower or loaded one less).
 * Piecewise linear through 3× at 1,300, 2× at 800 and 1× at 150; never under 1×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/** The figure a row shows for the calibration: '4× CPU for benchmark index 1,540'. */
export function calibrationText(run: LighthouseRun): string {
  return `${run.cpuSlowdown}× CPU for benchmark index ${Math.round(run.benchmarkIndex).toLocaleString('en-US')}`;
}

function chromePath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Headless Chromium's display compositor sometimes holds a page's first frame back by one or
 * two whole seconds (viz throttles BeginFrames to a client it finds slow to answer; on
 * Lighthouse's tracker: "Observed FCP/LCP inflated by whole seconds in headless runs"), and
 * Lighthouse's simulation then counts everything the page loaded before that late paint: /
 * scored 91–92 instead of 98–100 in those runs. On this machine with one busy loop beside
 * it, 4 of 6 runs of / painted first at 2.2 s instead of 0.2 s; with the compositor running
 * every stage of a frame before drawing it, 0 of 6 did with two busy loops beside it, and a
 * quiet machine's scores stayed as they were (97–98 in 6 runs each way).
 */
const NO_HELD_FRAMES = '--run-all-compositor-stages-before-draw';

function lighthouseFlags(userDataDir: string | undefined): string[] {
  return [
    '--headless=new',
    NO_HELD_FRAMES,
    ...chromiumArgs,
    ...(userDataDir ? [`--user-data-dir=${userDataDir}`, '--password-store=basic'] : []),
  ];
}

interface Report {
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; title: string; displayValue?: string; numericValue?: number }
  >;
}

/** One Lighthouse run of `url`, its report written to `out` and returned. */
async function runOnce(
  url: string,
  out: string,
  {
    userDataDir,
    cpuSlowdown,
    categories,
  }: {
    userDataDir?: string;
    cpuSlowdown: number;
    categories: readonly string[];
  },
): Promise<Report> {
  const bin = path.join(root, '.cache/lighthouse/node_modules/.bin/lighthouse');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--quiet',
        '--form-factor=mobile',
        `--only-categories=${categories.join(',')}`,
        '--output=json',
        `--output-path=${out}`,
        // The trace beside the report (`<out>-0.trace.json`): see traceOf.
        '--save-assets',
        ...(userDataDir ? ['--disable-storage-reset'] : []),
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        `--chrome-flags=${lighthouseFlags(userDataDir).join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: 'inherit' },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  if (userDataDir && report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname === '/')
    throw new Error(`Lighthouse was not signed in: ${url} ended on the sign-in page`);
  return report;
}

/** The long-task time in the trace Lighthouse saved beside the report at `out`. */
function traceOf(out: string, cpuSlowdown: number): LongTaskTime {
  const file = out.replace(/\.json$/, '-0.trace.json');
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  return longTaskTime(trace.traceEvents, cpuSlowdown);
}

/**
 * Benchmark index samples the CPU slowdown is set from: their median. One sample is about a
 * second of Lighthouse's own benchmark. On a quiet 2-core machine, three sets of 15 in a row
 * ranged from 1,173 to 1,995 each, and their medians from 1,459 to 1,590 (3.7× to 4.2×).
 */
const CALIBRATION_SAMPLES = 15;

export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Each sample's index. */
  indexes: number[];
}

let calibrated: Promise<Calibration> | null = null;

/**
 * The CPU slowdown for every Lighthouse row of this bench run, from the median of
 * CALIBRATION_SAMPLES runs of the benchmark Lighthouse itself runs before each page
 * (computeBenchmarkIndex, from the installed Lighthouse, in the same Chromium). The median of
 * three whole Lighthouse runs' indexes was 1,282 in one quiet bench run and 1,839 in the next
 * (samples 1,240 to 2,111), which moved the slowdown from 3× to 5.3× and /home's score from 98
 * to 85 with no change to the app. Measured once, so every row runs at the same slowdown.
 */
function calibration(): Promise<Calibration> {
  calibrated ??= (async () => {
    const { pageFunctions } = (await import(
      path.join(root, '.cache/lighthouse/node_modules/lighthouse/core/lib/page-functions.js')
    )) as { pageFunctions: { computeBenchmarkIndex: () => number } };
    const browser = await chromium.launch({
      executablePath: chromePath(),
      args: ['--headless=new', ...chromiumArgs],
    });
    try {
      const page = await browser.newPage();
      const indexes: number[] = [];
      for (let sample = 0; sample < CALIBRATION_SAMPLES; sample++) {
        indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
      }
      const benchmarkIndex = median(indexes);
      return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex), indexes };
    } finally {
      await browser.close();
    }
  })();
  return calibrated;
}

/**
 * Lighthouse on `url`, `runs` times at the bench run's calibrated CPU slowdown (calibrated the
 * first time any row asks).
 */
export async function lighthouse(
  url: string,
  {
    runs = 3,
    userDataDir,
    label = 'lh',
  }: { runs?: number; userDataDir?: string; label?: string } = {},
): Promise<LighthouseRun> {
  const collected = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
    (typeof CATEGORIES)[number],
    number[]
  >;
  let failing: Record<string, string> = {};
  const blocking: LighthouseRun['blocking'] = [];
  const { benchmarkIndex, cpuSlowdown, indexes } = await calibration();
  for (let run = 0; run < runs; run++) {
    const out = path.join(root, `.cache/lighthouse/${label}-${run}.json`);
    const report = await runOnce(url, out, { userDataDir, cpuSlowdown, categories: CATEGORIES });
    for (const key of CATEGORIES)
      collected[key].push(Math.round((report.categories[key]?.score ?? 0) * 100));
    const tbt = report.audits['total-blocking-time']?.numericValue;
    if (tbt === undefined) throw new Error(`Lighthouse's report ${out} has no Total Blocking Time`);
    blocking.push({ tbt: Math.round(tbt), trace: traceOf(out, cpuSlowdown) });
    failing = {};
    for (const key of CATEGORIES) {
      for (const ref of report.categories[key]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
          failing[ref.id] = `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
      }
    }
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, { median: median(collected[c]), runs: collected[c] }]),
  ) as LighthouseScores;
  return {
    scores,
    failing,
    benchmarkIndex,
    cpuSlowdown,
    calibrationIndexes: indexes,
    blocking,
  };
}

/**
 * A Chromium profile signed in to the app: `signIn` runs in a persistent context on it (no
 * worker, as the Lighthouse runs start without one), then the browser is closed so
 * Lighthouse's Chromium can open the same profile.
 */
export async function signedInProfile(
  signIn: (page: Page) => Promise<void>,
  baseURL: string,
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath(),
    args: [...chromiumArgs, '--password-store=basic'],
    baseURL,
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page);
  } finally {
    await context.close();
  }
  return dir;
}
