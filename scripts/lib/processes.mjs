// Child processes that die with us, and small waits.
import { spawn } from 'node:child_process';
import { eachLine } from './log-lines.mjs';

const children = new Set();

export function run(command, args, { env, cwd, quiet = false, name = command } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output, name });
    });
  });
}

/**
 * A long-running process (a server); returns { stop, exited, output() }. With onLine, each
 * line of its output goes there too (npm start shows some of them).
 */
export function startProcess(command, args, { env, cwd, quiet = true, onLine } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    if (onLine) {
      eachLine(child.stdout, onLine);
      eachLine(child.stderr, onLine);
    }
  }
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  exited.then(() => children.delete(child));
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
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

export function killAllChildren() {
  for (const child of children) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}
