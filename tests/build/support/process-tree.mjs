// A stand-in for npm start's servers (tests/build/processes.test.ts): started through
// scripts/lib/processes.mjs as npm start starts its own, a server in a process group of its
// own that starts a grandchild in yet another group (as firebase-tools starts the
// Firestore emulator's Java), each listening on a port. Prints "ready <pid> <pid> <port>
// <port>" once both listen, then waits for a signal.
//
//   node process-tree.mjs            the script that stops on signals
//   node process-tree.mjs server     the server (a listener that starts the grandchild)
//   node process-tree.mjs leaf       the grandchild (a listener)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const role = process.argv[2] ?? 'main';

// Below the kernel's ephemeral range (32768 and up): a port the test then finds closed
// cannot have been handed, in the meantime, to a listener elsewhere on this busy machine
// (the browser and emulator lanes open ephemeral ports all the time).
const FIRST_PORT = 20000;
const PORTS = 10000;

function listen() {
  return new Promise((resolve, reject) => {
    const attempt = (tries) => {
      const server = createServer();
      server.once('error', (error) =>
        error.code === 'EADDRINUSE' && tries > 0 ? attempt(tries - 1) : reject(error),
      );
      const port = FIRST_PORT + Math.floor(Math.random() * PORTS);
      server.listen({ port, host: '127.0.0.1' }, () => resolve(server.address().port));
    };
    attempt(50);
  });
}

if (role === 'leaf') {
  const port = await listen();
  console.log(`leaf ${process.pid} ${port}`);
  // SIGTERM and SIGINT are ignored, as a busy JVM may: only the SIGKILL after the grace
  // period ends it.
  process.on('SIGTERM', () => undefined);
  process.on('SIGINT', () => undefined);
} else if (role === 'server') {
  const port = await listen();
  const leaf = spawn(process.execPath, [self, 'leaf'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  leaf.stdout.once('data', (d) => console.log(`server ${process.pid} ${port} ${String(d).trim()}`));
} else {
  const { startProcess, stopOnSignals } = await import(
    new URL('../../../scripts/lib/processes.mjs', import.meta.url).href
  );
  stopOnSignals();
  const server = startProcess(process.execPath, [self, 'server'], {
    name: 'test server',
    graceMs: 1000,
    onLine: (line) => {
      const [, serverPid, serverPort, , leafPid, leafPort] = line.split(' ');
      if (line.startsWith('server ')) {
        console.log(`ready ${serverPid} ${leafPid} ${serverPort} ${leafPort}`);
      }
    },
  });
  await server.exited;
}
