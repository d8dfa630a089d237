/**
 * Nothing left behind (scripts/lib/processes.mjs): a script that started a server whose
 * own child sits in another process group, as npm start's emulators start Java, stops the
 * whole tree on SIGINT, SIGTERM and SIGHUP, a child that ignores the polite signal too; and
 * a new run finds what listens on its ports (scripts/lib/leftovers.mjs): our own leftovers
 * are stopped, anything else is named and left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { clearLeftovers, findLeftovers } from '../../scripts/lib/leftovers.mjs';
import { projectRoot } from './support/project-copy';

const fixture = path.join(projectRoot, 'tests/build/support/process-tree.mjs');
const started: ChildProcess[] = [];
const pids: number[] = [];

afterAll(() => {
  // A failed case must not leave its processes to the next.
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether `pid` still runs: a zombie (ended, its parent's wait still to come) does not. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Starts the fixture in `cwd`; resolves once its server and grandchild listen. */
function startTree(cwd = projectRoot) {
  const child = spawn(process.execPath, [fixture], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise<{
    child: ChildProcess;
    exited: Promise<number | null>;
    serverPid: number;
    leafPid: number;
    ports: number[];
  }>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (d) => {
      text += d;
      const ready = /^ready (\d+) (\d+) (\d+) (\d+)$/m.exec(text);
      if (!ready) return;
      const [serverPid, leafPid, serverPort, leafPort] = ready.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      pids.push(child.pid!, serverPid, leafPid);
      resolve({ child, exited, serverPid, leafPid, ports: [serverPort, leafPort] });
    });
    child.once('exit', (code) => reject(new Error(`the fixture exited (${code}): ${text}`)));
  });
}

// Each test starts a tree of processes and servers: 2 to 6 s on a quiet machine, up to 18 s
// in npm test's unit lane, at its low priority beside the other lanes (the project's 30 s).
const TREE_MS = 90_000;

describe('a stopped script leaves no process and no port behind', { timeout: TREE_MS }, () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    test(`on ${signal}`, async () => {
      const tree = await startTree();
      for (const port of tree.ports) expect(await answers(port), `port ${port} before`).toBe(true);

      tree.child.kill(signal);
      const code = await Promise.race([
        tree.exited,
        new Promise((r) => setTimeout(() => r('hung'), 10_000)),
      ]);

      expect(code).toBe(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
      expect(running(tree.serverPid), 'the server').toBe(false);
      // In a process group of its own, and deaf to SIGTERM and SIGINT: killed all the same.
      expect(running(tree.leafPid), "the server's child").toBe(false);
      // Closed within a moment: twice, under the full suite's load, a port still answered just
      // after both processes were gone (cause not found yet); closed for good is what counts.
      for (const port of tree.ports) {
        await expect
          .poll(() => answers(port), { message: `port ${port} after`, timeout: 3_000 })
          .toBe(false);
      }
    });
  }
});

describe('leftovers on the ports of a new run', { timeout: TREE_MS }, () => {
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'da-elsewhere-'));
  afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

  test('ours (started from this checkout) are stopped, and it says which', async () => {
    // A run killed outright (SIGKILL reaches no handler) leaves its servers running.
    const tree = await startTree();
    tree.child.kill('SIGKILL');
    await tree.exited;
    expect(running(tree.leafPid)).toBe(true);
    const ports = { functions: tree.ports[0]!, firestore: tree.ports[1]! };

    const found = await findLeftovers(ports, projectRoot);
    expect(found.map((f) => [f.name, f.pid, f.ours])).toEqual([
      ['functions', tree.serverPid, true],
      ['firestore', tree.leafPid, true],
    ]);
    const said: string[] = [];
    const problem = await clearLeftovers(ports, projectRoot, { log: (l) => said.push(l) });

    expect(problem).toBeNull();
    expect(said[0]).toBe('Stopping what an earlier run of this project left on its ports:');
    expect(said.slice(1).join('\n')).toContain(`:${tree.ports[1]} (firestore) pid ${tree.leafPid}`);
    expect(running(tree.serverPid)).toBe(false);
    expect(running(tree.leafPid)).toBe(false);
    for (const port of tree.ports) expect(await answers(port)).toBe(false);
  });

  test("another's are named, left running, and the run is told to stop", async () => {
    // Someone else's server: a listener started outside this checkout.
    const other = spawn(
      process.execPath,
      [
        '-e',
        "require('net').createServer().listen(0, '127.0.0.1', function () { console.log(this.address().port) })",
      ],
      { cwd: elsewhere, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    pids.push(other.pid!);
    const port = await new Promise<number>((resolve) =>
      other.stdout!.once('data', (d) => resolve(Number(String(d).trim()))),
    );

    const problem = await clearLeftovers({ judge: port }, projectRoot, { log: () => undefined });

    expect(problem).toContain('These ports of this run are taken by processes it did not start:');
    expect(problem).toContain(`:${port} (judge) pid ${other.pid}: `);
    expect(problem).toContain('run with another DA_PORT_OFFSET');
    expect(running(other.pid!)).toBe(true);
    other.kill('SIGKILL');
  });
});

test('a command killed by a signal fails, and its output says which signal', async () => {
  const { run } = await import('../../scripts/lib/processes.mjs');
  const seen: string[] = [];
  const result = await run(process.execPath, ['-e', "process.kill(process.pid, 'SIGKILL')"], {
    name: 'doomed',
    onOutput: (chunk) => seen.push(String(chunk)),
  });
  expect(result.code).toBe(1);
  expect(seen.join('')).toBe('doomed ended by SIGKILL\n');
  const quiet = await run(process.execPath, ['-e', "process.kill(process.pid, 'SIGTERM')"], {
    name: 'quiet one',
    quiet: true,
  });
  expect(quiet.output).toBe('quiet one ended by SIGTERM\n');
});
