import { afterEach, describe, expect, test, vi } from 'vitest';

/** A fresh module per test: each page load schedules its formatters once. */
async function freshTimeFormats() {
  vi.resetModules();
  return import('./time-formats');
}

/** Counts the Intl date formatters built from now on. */
function countFormatters() {
  const RealFormat = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = new Proxy(RealFormat, {
    construct(target, args: ConstructorParameters<typeof RealFormat>) {
      built++;
      return new target(...args);
    },
  });
  return { built: () => built, restore: () => (Intl.DateTimeFormat = RealFormat) };
}

/** The browser's Worker as the page sees it: what was started, and its two events. */
class StartedWorker {
  static started: StartedWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    StartedWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

let counter: ReturnType<typeof countFormatters> | undefined;
afterEach(() => {
  counter?.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  StartedWorker.started = [];
});

describe('prepareTimeFormatsSoon', () => {
  test('where a worker can start, it loads the locale data and the page then builds its formatters', async () => {
    vi.stubGlobal('Worker', StartedWorker);
    const { prepareTimeFormatsSoon } = await freshTimeFormats();
    counter = countFormatters();
    prepareTimeFormatsSoon();
    prepareTimeFormatsSoon();
    expect(StartedWorker.started).toHaveLength(1);
    const worker = StartedWorker.started[0]!;
    expect(worker.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker.options.type).toBe('module');
    expect(counter.built()).toBe(0);

    worker.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    expect(worker.terminated).toBe(true);
    expect(counter.built()).toBe(2);
  });

  test('a worker that fails hands the work back to the page, in short tasks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', StartedWorker);
    const { prepareTimeFormatsSoon } = await freshTimeFormats();
    counter = countFormatters();
    prepareTimeFormatsSoon();
    const worker = StartedWorker.started[0]!;
    const failure = new ErrorEvent('error', { cancelable: true });
    worker.onerror?.(failure);
    expect(worker.terminated).toBe(true);
    expect(failure.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(counter.built()).toBe(2);
  });

  test('without workers the page builds them itself, one step per task, none at the call', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', undefined);
    const { prepareTimeFormatsSoon } = await freshTimeFormats();
    counter = countFormatters();
    prepareTimeFormatsSoon();
    expect(counter.built()).toBe(0);
    const perTask: number[] = [];
    for (let task = 0; task < 3; task++) {
      vi.advanceTimersToNextTimer();
      perTask.push(counter.built());
    }
    // The locale data (a number format), then one formatter a task.
    expect(perTask).toEqual([0, 1, 2]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
