/**
 * Abuse: blocking and banning, attacked as DESIGN.md §5 says, with the plain Firebase client
 * SDK (tests/abuse/attacker.ts) on the emulators.
 *
 * - A blocked person tries to reach the blocker: message them, add them, accept their debate
 *   request, find them in search. Each attempt is first shown to work for a stranger, so a
 *   refusal can only come from the block.
 * - A banned account (banned by `npm run admin -- ban`, the real script) tries every client
 *   write and every callable with the ID token it held before the ban. Each write is shown
 *   to work with the same token after `npm run admin -- unban`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { BANNED_TEXT } from '../../functions/src/safety/account';
import { main } from '../../scripts/admin.mjs';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { attempt, signInAttacker, type Attacker, type Outcome } from './attacker';
import {
  bannedWorld,
  CALLABLES_WITHOUT_WRITES,
  seedPerson,
  seedPendingRequest,
  sendMessage,
  uniqueWord,
  clientWrites,
  callableAttempts,
} from './block-ban-world';

/** Callables attacked together (see the attack below). */
const CALLS_AT_ONCE = 3;

/** `npm run admin -- …args` through the command's main, in this process (tests/functions/moderation). */
const adminCli = (...args: string[]) => main(args, () => undefined);

const clients: Attacker[] = [];
async function signedIn(name?: string): Promise<Attacker> {
  const client = await signInAttacker(uniquePhone('+1558'));
  clients.push(client);
  await seedPerson(client, name);
  return client;
}
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

function foundIn(outcome: Outcome, uid: string): boolean {
  const users = outcome.ok ? (outcome.data as { users?: { uid: string }[] }).users : undefined;
  return Boolean(users?.some((u) => u.uid === uid));
}

describe('a blocked user', () => {
  test('cannot message, add, accept or find the blocker', async () => {
    const word = uniqueWord('vic');
    const [victim, mallory, stranger] = await Promise.all([
      signedIn(`${word} Victim`),
      signedIn('Mallory'),
      signedIn('Stranger'),
    ]);
    await waitFor(
      () => admin().doc(`userIndex/${victim.uid}`).get(),
      (d) => d.get('displayName') === `${word} Victim`,
      "the victim's index entry",
      60_000,
    );
    const [malloryChat, strangerChat] = await Promise.all([
      bannedWorld.pairChat(victim, mallory),
      bannedWorld.pairChat(victim, stranger),
    ]);
    const [forStranger, forMallory] = await Promise.all([
      seedPendingRequest(victim, 'Tabs or spaces'),
      seedPendingRequest(victim, 'Cats or dogs'),
    ]);

    // The same four attempts succeed for someone the victim has not blocked.
    const control = {
      message: await attempt(() => sendMessage(stranger, strangerChat, 'hello')),
      contactAdd: await stranger.call('addContact', { contactUid: victim.uid }),
      accept: await stranger.call('acceptDebateRequest', { requestId: forStranger }),
      search: await stranger.call('searchUsers', { query: word }),
    };
    expect(control.message.ok, JSON.stringify(control.message)).toBe(true);
    expect(control.contactAdd.ok, JSON.stringify(control.contactAdd)).toBe(true);
    expect(control.accept.ok, JSON.stringify(control.accept)).toBe(true);
    expect(foundIn(control.search, victim.uid), JSON.stringify(control.search)).toBe(true);
    // Mallory too, until she is blocked.
    expect((await attempt(() => sendMessage(mallory, malloryChat, 'hi'))).ok).toBe(true);
    expect(foundIn(await mallory.call('searchUsers', { query: word }), victim.uid)).toBe(true);

    expect((await victim.call('blockUser', { uid: mallory.uid })).ok).toBe(true);

    const attacks: Record<string, Outcome> = {
      message: await attempt(() => sendMessage(mallory, malloryChat, 'you cannot stop me')),
      'contact add': await mallory.call('addContact', { contactUid: victim.uid }),
      accept: await mallory.call('acceptDebateRequest', { requestId: forMallory }),
      search: await mallory.call('searchUsers', { query: word }),
    };
    const phoneSearch = await mallory.call('searchUsers', { query: victim.phone });
    const refused = Object.entries(attacks).filter(([kind, outcome]) =>
      kind === 'search' ? outcome.ok && !foundIn(outcome, victim.uid) : !outcome.ok,
    );
    const total = Object.keys(attacks).length;
    console.log(
      `[abuse] a blocked user's message, contact add, accept and search attempts: ${
        refused.length === total ? 'all refused' : 'NOT all refused'
      } (${refused.length} of ${total})`,
    );
    expect(attacks, JSON.stringify(attacks)).toMatchObject({
      message: { ok: false, code: 'permission-denied' },
      'contact add': { ok: false, code: 'permission-denied' },
      accept: { ok: false, code: 'permission-denied' },
    });
    expect(refused.length).toBe(4);
    expect(foundIn(phoneSearch, victim.uid)).toBe(false);
    // Nothing got through: no message, no contact, the request still open.
    const messages = await admin().collection(`chats/${malloryChat}/messages`).get();
    expect(messages.docs.map((d) => d.get('content'))).toEqual(['hi']);
    expect((await admin().doc(`users/${victim.uid}/contacts/${mallory.uid}`).get()).exists).toBe(
      false,
    );
    expect((await admin().doc(`debateRequests/${forMallory}`).get()).get('status')).toBe('pending');
  }, 120_000);
});

describe('a banned account', () => {
  test('every client write and every callable is refused at once', async () => {
    const [mallory, peer] = await Promise.all([signedIn('Mallory Banned'), signedIn('Peer')]);
    const world = await bannedWorld.seed(mallory, peer);
    const writes = clientWrites(mallory, world);
    const calls = callableAttempts(mallory, peer, world);

    // Every callable the functions export is attacked (or said to write nothing).
    const exported = [
      ...readFileSync('functions/src/index.ts', 'utf8').matchAll(/export \{ ([^}]+) \}/g),
    ].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));
    const callables = exported.filter((name) => !/^on[A-Z]/.test(name));
    expect(callables).toEqual(expect.arrayContaining(['blockUser', 'addContact', 'serverTime']));
    expect(
      callables.filter((name) => !(name in calls) && !CALLABLES_WITHOUT_WRITES.includes(name)),
      'callables this test does not attack',
    ).toEqual([]);

    await adminCli('ban', mallory.phone);

    const outcomes: [string, Outcome][] = [];
    for (const write of writes) {
      await write.prepare?.();
      outcomes.push([write.name, await attempt(() => write.run('banned'))]);
    }
    // Independent of each other: three at a time, so cold starts overlap without every
    // callable's emulator worker starting at once (on 2 cores, 30 cold starts together take
    // longer than a callable's 70 s deadline).
    const entries = Object.entries(calls);
    for (let i = 0; i < entries.length; i += CALLS_AT_ONCE) {
      const called = await Promise.all(
        entries
          .slice(i, i + CALLS_AT_ONCE)
          .map(async ([name, call]): Promise<[string, Outcome]> => [name, await call()]),
      );
      outcomes.push(...called);
    }
    const refused = outcomes.filter(
      ([name, o]) =>
        !o.ok &&
        (name in calls
          ? o.code === 'permission-denied' && o.message === BANNED_TEXT
          : o.code === 'permission-denied'),
    );
    const accepted = outcomes.filter(([, o]) => o.ok).map(([name]) => name);
    const otherwise = outcomes
      .filter(([name]) => !refused.some(([r]) => r === name))
      .map(([name, o]) => `${name}: ${o.ok ? 'accepted' : `${o.code} ${o.message}`}`);
    console.log(
      `[abuse] a banned account's writes: ${
        refused.length === outcomes.length ? 'all refused' : 'NOT all refused'
      } (${refused.length} of ${outcomes.length})${otherwise.length ? `: ${otherwise.join('; ')}` : ''}`,
    );
    expect(accepted, 'writes a banned account got through').toEqual([]);
    expect(otherwise, 'attempts refused for another reason than the ban').toEqual([]);

    // The same writes with the same token go through once the ban is lifted: the ban alone
    // refused them.
    await adminCli('unban', mallory.uid);
    const after: string[] = [];
    for (const write of writes) {
      await write.prepare?.();
      const outcome = await attempt(() => write.run('unbanned'));
      if (!outcome.ok) after.push(`${write.name}: ${outcome.code} ${outcome.message}`);
    }
    expect(after, 'writes refused after the unban').toEqual([]);
  }, 240_000);
});
