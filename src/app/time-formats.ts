import { prepareTimeFormats, timeFormatSteps } from '@/domain/relative-age';

let scheduled = false;

/**
 * For a screen that shows times, called as its code starts loading: its time formatters are
 * ready before its first render, and their cost is kept off the main thread. The first Intl
 * formatter of a page loads the runtime's locale data, one of a chat's longest tasks on a
 * phone (about 15–25 ms on a desktop). That data is the renderer process's, so a worker
 * loads it (intl-warmup.worker.ts) and the page then builds its own formatters in a fraction
 * of a millisecond. Where no worker can start, the formatters are built on the main thread
 * in three short tasks (timeFormatSteps). Screens without times (the sign-in page, home's
 * cards) never pay for them.
 */
export function prepareTimeFormatsSoon(): void {
  if (scheduled) return;
  scheduled = true;
  if (!warmInWorker()) prepareInSteps();
}

function warmInWorker(): boolean {
  if (typeof Worker === 'undefined') return false;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return false;
  }
  worker.onmessage = () => {
    worker.terminate();
    prepareTimeFormats();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    prepareInSteps();
  };
  return true;
}

function prepareInSteps(): void {
  const steps = timeFormatSteps();
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
