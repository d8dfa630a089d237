// The processes the project's scripts start, and their end: every one is stopped with its
// whole tree when the script ends, however it ends (its command done, an error, Ctrl+C,
// SIGTERM, or SIGHUP when the terminal closes).
//
// A process group is not enough: firebase-tools starts the Firestore emulator's Java in a
// group of its own (detached), and Playwright its Chromium. So a stop walks the tree of
// processes under the child (Linux: /proc; elsewhere: ps) before it signals anything (a
// parent that exits first hands its children to init, and the link is lost), signals the
// root's group and every process of the tree, and after a grace period kills what is left.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { eachLine } from './log-lines.mjs';

/** The started processes still running: pid → { name, stop }. */
const running = new Map();
/** Other clean-ups (a file watcher): run after the processes stop. */
const cleanups = new Set();

// ——— the process tree ———

/** Every process's parent: Map pid → ppid (Linux /proc, elsewhere `ps`). */
function parentsOf() {
  const parents = new Map();
  let entries = null;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    entries = null;
  }
  if (entries) {
    for (const pid of entries) {
      const stat = procStat(Number(pid));
      if (stat) parents.set(Number(pid), stat.ppid);
    }
    return parents;
  }
  try {
    const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
    for (const line of out.split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number);
      if (pid) parents.set(pid, ppid);
    }
  } catch {
    /* no ps: only the root and its group can be signalled */
  }
  return parents;
}

/** /proc/<pid>/stat's parent, group and start time (fields 4, 5 and 22), or null. */
function procStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: fields follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), pgid: Number(fields[2]), started: fields[19] };
}

/** `pid` and every process under it, parents before children. */
export function processTree(pid) {
  const parents = parentsOf();
  const children = new Map();
  for (const [child, parent] of parents) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** A process is still the one we saw when its start time is unchanged (pids are reused). */
function identity(pid) {
  return procStat(pid)?.started ?? 'unknown';
}

function alive(pid, seenAs) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const now = procStat(pid);
  // A zombie has exited; only its parent's wait is missing.
  if (now && readState(pid) === 'Z') return false;
  return seenAs === 'unknown' || now === null || now.started === seenAs;
}

function readState(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2)[0];
  } catch {
    return null;
  }
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    /* gone */
  }
}

/**
 * Stops `pid` and everything under it: `sig` to its group (when it leads one) and to each
 * process of the tree (with onlyRoot, to the root and its group: a root that stops its own
 * children in order, as firebase-tools does), then, after graceMs, SIGKILL to whatever of
 * the tree still runs.
 */
export async function stopTree(
  pid,
  { sig = 'SIGTERM', graceMs = 5000, group = true, onlyRoot = false } = {},
) {
  const tree = processTree(pid).map((p) => ({ pid: p, seenAs: identity(p) }));
  if (group) signal(-pid, sig);
  for (const { pid: p } of onlyRoot ? tree.slice(0, 1) : tree) signal(p, sig);
  await untilGone(tree, graceMs);
  const killed = killTreeNow(pid, tree, { group });
  // SIGKILL takes effect a moment later: stopped means gone, its ports free.
  await untilGone(killed, 5000);
}

async function untilGone(processes, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && processes.some((t) => alive(t.pid, t.seenAs))) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGKILL to `pid`'s tree at once (also from an 'exit' handler, which cannot wait). */
function killTreeNow(pid, known = [], { group = true } = {}) {
  const later = processTree(pid).map((p) => ({ pid: p, seenAs: identity(p) }));
  if (group) signal(-pid, 'SIGKILL');
  const killed = [...known, ...later].filter((t) => alive(t.pid, t.seenAs));
  for (const t of killed) signal(t.pid, 'SIGKILL');
  return killed;
}

// ——— starting processes ———

function register(child, name, stop) {
  const entry = { name, stop };
  running.set(child.pid, entry);
  child.on('exit', () => {
    if (running.get(child.pid) === entry) running.delete(child.pid);
  });
}

/**
 * Runs a command to its end; resolves { code, output, name }. Its output goes to ours
 * unless quiet (then it is collected), or to onOutput(chunk) when given.
 */
export function run(command, args, { env, cwd, quiet = false, name = command, onOutput } = {}) {
  return new Promise((resolve) => {
    const piped = quiet || onOutput;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (piped) {
      const take = (d) => {
        if (onOutput) onOutput(d);
        else output += d;
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
    }
    register(child, name, () => stopTree(child.pid, { group: false }));
    child.on('error', (error) => {
      output += String(error?.message ?? error);
    });
    child.on('close', (code, sig) => {
      // A process killed by a signal prints nothing of it: say so, or its end is a mystery.
      if (sig) {
        const note = `${name} ended by ${sig}\n`;
        if (onOutput) onOutput(note);
        else if (quiet) output += note;
        else process.stderr.write(note);
      }
      resolve({ code: code ?? (sig ? 1 : 0), output, name });
    });
  });
}

/**
 * A long-running process (a server) in a process group of its own; returns
 * { stop, exited, output(), pid }. With onLine, each line of its output goes there too
 * (npm start shows some of them).
 */
export function startProcess(
  command,
  args,
  {
    env,
    cwd,
    quiet = true,
    onLine,
    name = command,
    graceMs = 5000,
    stopSignal = 'SIGTERM',
    onlyRoot = false,
  } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  if (quiet) {
    const keep = (d) => {
      output += d;
      // Servers of npm start run for hours: keep the tail, which error reports quote.
      if (output.length > 1_000_000) output = output.slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    if (onLine) {
      eachLine(child.stdout, onLine);
      eachLine(child.stderr, onLine);
    }
  }
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
  let stopping = null;
  const stop = () => {
    stopping ??= child.pid
      ? stopTree(child.pid, { sig: stopSignal, graceMs, onlyRoot })
      : Promise.resolve();
    return stopping;
  };
  if (child.pid) register(child, name, stop);
  return { stop, exited, output: () => output, pid: child.pid };
}

export async function waitForHttp(url, { timeoutMs = 60_000, okStatus = (s) => s < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (okStatus(response.status)) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}

// ——— ending ———

/** A clean-up to run when the script stops (after the processes); returns its removal. */
export function onStop(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops every process started here that still runs (newest first), then the clean-ups. */
export async function stopAll() {
  const entries = [...running.values()].reverse();
  await Promise.all(entries.map((e) => e.stop().catch(() => undefined)));
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
  }
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
let handling = false;

/**
 * From now on SIGINT, SIGTERM and SIGHUP stop every process this script started (their
 * whole trees) and end it with 128 + the signal's number; a second signal while stopping
 * kills them at once. Output after a SIGHUP may have no terminal to go to: write errors
 * are ignored. `before` runs first (npm start says it is stopping); exitCode(number) gives
 * the exit code (npm start ends with 0 when asked to stop).
 */
export function stopOnSignals({ before, exitCode = (number) => 128 + number } = {}) {
  if (handling) return;
  handling = true;
  let stopping = false;
  for (const [name, number] of Object.entries(SIGNALS)) {
    process.on(name, () => {
      if (name === 'SIGHUP') ignoreOutputErrors();
      if (stopping) {
        killAllNow();
        process.exit(exitCode(number));
      }
      stopping = true;
      Promise.resolve()
        .then(() => before?.(name))
        .catch(() => undefined)
        .then(stopAll)
        .finally(() => process.exit(exitCode(number)));
    });
  }
  // Whatever else ends the script (an uncaught error, process.exit) leaves nothing running.
  process.on('exit', killAllNow);
}

function ignoreOutputErrors() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

/** SIGKILL to every started process's tree, synchronously. */
export function killAllNow() {
  for (const pid of [...running.keys()]) {
    killTreeNow(pid);
    running.delete(pid);
  }
}
