// What already listens on the ports a run is about to use. A server an earlier run left
// behind (a terminal closed under it, a `kill -9`) would otherwise be used silently: the
// judge's EADDRINUSE, the emulators' "multiple instances" warning, and a session on the
// leftovers' old code. Ours (started from this checkout) are stopped; anything else is
// reported with what it is, and the run stops.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { stopTree } from './processes.mjs';

/** Inodes of the sockets listening on `port` (Linux /proc/net/tcp, tcp6), or null. */
function listeningInodes(port) {
  const inodes = new Set();
  let read = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    read = true;
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const localPort = parseInt(fields[1].split(':')[1], 16);
      // 0A: LISTEN.
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return read ? inodes : null;
}

/** The pids that hold one of `inodes` open (Linux: /proc/<pid>/fd). */
function pidsHolding(inodes) {
  const pids = new Set();
  if (!inodes.size) return pids;
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return pids;
  }
  for (const pid of entries) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        pids.add(Number(pid));
        break;
      }
    }
  }
  return pids;
}

/** The pids listening on `port` (elsewhere than Linux: lsof), or null when unknown. */
export function listeners(port) {
  const inodes = listeningInodes(port);
  if (inodes) return [...pidsHolding(inodes)];
  try {
    const out = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean).map(Number);
  } catch (error) {
    // lsof exits 1 when nothing listens.
    return error?.status === 1 ? [] : null;
  }
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], {
        encoding: 'utf8',
      }).trim();
    } catch {
      return '';
    }
  }
}

function cwdOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

const inside = (dir, root) => dir === root || dir.startsWith(`${root}${path.sep}`);

/**
 * What listens on the named ports ({ name: port }): [{ name, port, pid, command, ours }],
 * one row per port and process; ours when it runs in or from `root`. pid is null where
 * the system cannot say who listens (then ours is false).
 */
export async function findLeftovers(ports, root) {
  const found = [];
  for (const [name, port] of Object.entries(ports)) {
    const pids = listeners(port);
    if (pids === null) {
      if (await portAnswers(port)) found.push({ name, port, pid: null, command: '', ours: false });
      continue;
    }
    for (const pid of pids) {
      if (pid === process.pid) continue;
      const command = commandOf(pid);
      const ours = inside(cwdOf(pid), root) || command.includes(`${root}${path.sep}`);
      found.push({ name, port, pid, command, ours });
    }
  }
  return found;
}

/**
 * The ports of portsFor() by name, for findLeftovers: all of them, less the judge's and the
 * app's or dev server's when the run starts none there.
 */
export function serverPorts(ports, { judge = true, app = true, dev = true } = {}) {
  const named = Object.entries(ports).filter(([name]) => name !== 'offset');
  const skip = new Set([!judge && 'judge', !app && 'app', !dev && 'dev'].filter(Boolean));
  return Object.fromEntries(named.filter(([name]) => !skip.has(name)));
}

const short = (command) => (command.length > 110 ? `${command.slice(0, 107)}…` : command);

/**
 * Stops our leftovers on `ports` and says so; returns an error message naming the others
 * (stop them, or use another DA_PORT_OFFSET), or null when every port is free now.
 */
export async function clearLeftovers(ports, root, { log = console.log } = {}) {
  const found = await findLeftovers(ports, root);
  const ours = found.filter((f) => f.ours);
  if (ours.length) {
    log(`Stopping what an earlier run of this project left on its ports:`);
    for (const f of ours) log(`  :${f.port} (${f.name}) pid ${f.pid}: ${short(f.command)}`);
    const pids = [...new Set(ours.map((f) => f.pid))];
    await Promise.all(pids.map((pid) => stopTree(pid, { group: false, graceMs: 5000 })));
  }
  const others = found.filter((f) => !f.ours);
  // A port our leftover held may still be closing; another owner is asked again below.
  const stillTaken = [];
  for (const f of others) if (await portAnswers(f.port)) stillTaken.push(f);
  for (const f of ours) {
    if ((await findLeftovers({ [f.name]: f.port }, root)).length) stillTaken.push(f);
  }
  if (!stillTaken.length) return null;
  const lines = stillTaken.map(
    (f) =>
      `  :${f.port} (${f.name}) ${f.pid ? `pid ${f.pid}: ${short(f.command) || 'unknown command'}` : 'by a process this system does not name'}`,
  );
  return [
    'These ports of this run are taken by processes it did not start:',
    ...lines,
    'Stop them, or run with another DA_PORT_OFFSET (every port moves by it).',
  ].join('\n');
}
