/**
 * How much of a page's long-task time its main thread spent running, from a Chromium trace
 * (Lighthouse's saved one). Lighthouse's simulated Total Blocking Time scales each observed
 * task's wall-clock duration by the CPU slowdown; a task's wall time also holds the time its
 * thread waited (on Chromium's other threads and processes, or off the CPU), which a phone
 * with cores to spare does not wait. Both sums use Total Blocking Time's rule (what a task
 * takes past 50 ms, at the slowdown), over every task of the page's main thread: the one
 * computed from wall time, the other from the thread's CPU time (the trace's `tdur`).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** The thread's CPU time over the event, µs. */
  tdur?: number;
  args?: { name?: string };
}

export interface LongTaskTime {
  /** Σ max(0, wall × slowdown − 50 ms), ms. */
  byWall: number;
  /** Σ max(0, thread CPU time × slowdown − 50 ms), ms. */
  byCpu: number;
}

const LONG_TASK_MS = 50;

/**
 * The renderer's main thread with the most tasks: the page's (the trace also holds the
 * browser's threads and, before the navigation, about:blank's renderer).
 */
function pageMainThread(events: readonly TraceEvent[]): string {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(thread)) tasks.set(thread, (tasks.get(thread) ?? 0) + 1);
  }
  const busiest = [...tasks].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('The trace has no renderer main thread with tasks.');
  return busiest[0];
}

export function longTaskTime(events: readonly TraceEvent[], slowdown: number): LongTaskTime {
  const main = pageMainThread(events);
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main,
  );
  if (!tasks.some((t) => t.tdur !== undefined))
    throw new Error("The trace records no thread time (tdur) for the page's tasks.");
  const past = (us: number) => Math.max(0, (us / 1000) * slowdown - LONG_TASK_MS);
  let byWall = 0;
  let byCpu = 0;
  for (const task of tasks) {
    byWall += past(task.dur ?? 0);
    byCpu += past(task.tdur ?? 0);
  }
  return { byWall: Math.round(byWall), byCpu: Math.round(byCpu) };
}
