/**
 * Startup work in turns. A signed-in screen opens several listeners and local reads as it
 * mounts; run in the commit that mounts it, they make one long task (the Firestore client's
 * start alone is tens of milliseconds on a phone), which blocks input and is what
 * Lighthouse's Total Blocking Time counts. Queued here, each start runs in a task of its
 * own, in the order queued, right after the tasks already waiting.
 */

const queue: (() => void)[] = [];
let draining = false;

// A message posts a task without setTimeout's 4 ms clamp for nested timers.
let channel: MessageChannel | null = null;

function nextTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    // Node's ports keep the process alive while they listen; a queue must not (tests).
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
}

function runOne(): void {
  const job = queue.shift();
  if (queue.length) nextTask(runOne);
  else draining = false;
  job?.();
}

/**
 * Runs `start` in a task of its own, after the work queued before it; returns the function
 * that stops what it started (or cancels it when it has not started yet).
 */
export function inTurn(start: () => (() => void) | void): () => void {
  let cancelled = false;
  let stop: (() => void) | void = undefined;
  queue.push(() => {
    if (!cancelled) stop = start();
  });
  if (!draining) {
    draining = true;
    nextTask(runOne);
  }
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Resolves in a task of its own, after the work already queued: an await point between steps. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    inTurn(resolve);
  });
}
