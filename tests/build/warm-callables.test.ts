/**
 * warmCallables (scripts/lib/emulators.mjs) against a stand-in for the Functions emulator:
 * every callable is called once, two at a time at most (thirty worker starts at once on two
 * loaded cores outlasted fetch's wait), never a trigger; one that fails is named and the
 * rest still warm.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { warmCallables } from '../../scripts/lib/emulators.mjs';

const CALLABLES = ['createDebateRequest', 'acceptDebateRequest', 'searchUsers', 'reportUser'];
const BROKEN = 'blockUser';
let server: Server;
let port = 0;
const calls: string[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/backends') {
      const trigger = (name: string) => ({ name, httpsTrigger: {} });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          backends: [
            {
              functionTriggers: [
                ...CALLABLES.map(trigger),
                trigger(BROKEN),
                { name: 'onUserWritten', eventTrigger: { eventType: 'document.write' } },
              ],
            },
          ],
        }),
      );
      return;
    }
    const name = req.url?.split('/').pop() ?? '';
    calls.push(name);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      // A worker that dies before it answers.
      if (name === BROKEN) req.socket.destroy();
      else res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{}}');
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('calls each callable once, two at a time, never a trigger; one that fails is named, the rest warm', async () => {
  const { warmed, failed } = await warmCallables({ functions: port });

  expect([...warmed].sort()).toEqual([...CALLABLES].sort());
  expect(failed).toEqual([BROKEN]);
  expect([...calls].sort()).toEqual([...CALLABLES, BROKEN].sort());
  expect(calls).not.toContain('onUserWritten');
  expect(mostInFlight).toBe(2);
});
