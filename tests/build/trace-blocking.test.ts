/**
 * The bench's reading of a Lighthouse trace (bench/trace-blocking.ts): the page's long-task
 * time at the slowdown, counted once by wall time (as Lighthouse's simulation scales it) and
 * once by the main thread's own CPU time.
 */
import { expect, test } from 'vitest';
import { longTaskTime, type TraceEvent } from '../../bench/trace-blocking';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 1,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

test("counts the page's main thread only, past 50 ms at the slowdown, by wall and by CPU time", () => {
  const events = [
    thread(1, 1, 'CrBrowserMain'),
    thread(2, 2, 'CrRendererMain'), // about:blank's renderer: one task
    thread(3, 3, 'CrRendererMain'), // the page's
    thread(3, 4, 'Compositor'),
    task(1, 1, 100, 100),
    task(2, 2, 100, 100),
    task(3, 4, 100, 100),
    task(3, 3, 20, 8), // 8×: 160 wall → 110; 64 cpu → 14
    task(3, 3, 10, 4), // 80 → 30; 32 → 0
    task(3, 3, 5, 5), // 40 → 0
  ];
  expect(longTaskTime(events, 8)).toEqual({ byWall: 140, byCpu: 14 });
  expect(longTaskTime(events, 4)).toEqual({ byWall: 30, byCpu: 0 });
});

test('refuses a trace with no thread time, or no renderer', () => {
  const noCpu = [thread(3, 3, 'CrRendererMain'), { ...task(3, 3, 20, 0), tdur: undefined }];
  expect(() => longTaskTime(noCpu, 8)).toThrow(/no thread time/);
  expect(() => longTaskTime([thread(1, 1, 'CrBrowserMain'), task(1, 1, 90, 90)], 8)).toThrow(
    /no renderer main thread/,
  );
});
