/**
 * The debate callables' spam limits on the emulators (docs/decisions/0012-safety.md §3):
 * createDebateRequest and its MAX_PENDING_REQUESTS, one "debate accepted" notice per request and
 * acceptor an hour, the accept / exit / create quotas, bans and blocks. Everyone calls over HTTP as
 * any client would.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ACCEPT_NOTICE_WINDOW_MS,
  MAX_PENDING_REQUESTS,
  QUOTAS,
  TOO_MANY_PENDING_REQUESTS,
  type Quota,
} from '@/domain/limits';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { DEBATE_REQUEST_ERRORS } from '@/domain/validation';
import { BANNED_TEXT, BLOCKED_TEXT } from '../../functions/src/safety/account';
import {
  admin,
  callFunction,
  phoneAccount,
  startWorkers,
  waitFor,
  type Account,
  type CallResult,
} from './support';

function call(name: string, account: Account | null, data: unknown): Promise<CallResult> {
  return callFunction(name, account?.idToken ?? null, data);
}

const DRAFT = { topic: 'Tea beats coffee', stance: 'Tea, always', timeLimit: 15 };

function create(account: Account | null, draft: Record<string, unknown> = DRAFT) {
  return call('createDebateRequest', account, draft);
}

async function createOk(account: Account, draft: Record<string, unknown> = DRAFT) {
  const result = await create(account, draft);
  expect(result.body.error).toBeUndefined();
  return (result.body.result as { requestId: string }).requestId;
}

async function accept(account: Account, requestId: string): Promise<string> {
  const result = await call('acceptDebateRequest', account, { requestId });
  expect(result.body.error).toBeUndefined();
  return (result.body.result as { chatId: string }).chatId;
}

async function exit(account: Account, chatId: string): Promise<void> {
  const result = await call('exitDebate', account, { chatId });
  expect(result.body.error).toBeUndefined();
}

async function pendingOf(uid: string): Promise<number> {
  const snapshot = await admin()
    .collection('debateRequests')
    .where('userId', '==', uid)
    .where('status', '==', 'pending')
    .get();
  return snapshot.size;
}

async function noticesOf(uid: string) {
  const snapshot = await admin()
    .collection('notifications')
    .where('userId', '==', uid)
    .where('type', '==', 'debate_accepted')
    .get();
  return snapshot.docs.map((d) => d.data());
}

/** Leaves `left` units of `quota` for the account in the current window. */
async function useQuota(account: Account, quota: Quota, left: number) {
  await admin()
    .doc(`rateLimits/${account.uid}_${quota.kind}`)
    .set({
      uid: account.uid,
      kind: quota.kind,
      windowStart: Timestamp.now(),
      count: quota.limit - left,
    });
}

describe('createDebateRequest', () => {
  // The burst below (eight creates at once) needs eight workers: started here, in the hook's
  // time, not the test's (the test ran out of its 60 s once on a loaded machine, ci-local).
  beforeAll(() => startWorkers('createDebateRequest', 8));

  test('creates a pending request as the caller, with their phone and the server’s time', async () => {
    const alice = await phoneAccount();
    const before = Date.now();
    // Fields a client might try to choose are ignored: the server decides them.
    const id = await createOk(alice, {
      ...DRAFT,
      topic: '  Tea beats coffee ',
      userId: 'someone-else',
      userPhone: '+15559999999',
      status: 'matched',
    });
    const stored = (await admin().doc(`debateRequests/${id}`).get()).data();
    expect(stored).toEqual({
      userId: alice.uid,
      userPhone: alice.phone,
      topic: 'Tea beats coffee',
      stance: 'Tea, always',
      timeLimit: 15,
      timestamp: expect.any(Timestamp),
      status: 'pending',
      // Not asked for: a private debate (docs/decisions/0014-arena.md §3, off by default).
      isPublic: false,
      // The card's requester: no profile yet, so the name the phone makes, provisional.
      userName: fallbackDisplayName(alice.phone),
      userRating: 1500,
      userProvisional: true,
    });
    expect((stored?.timestamp as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });

  test('the card’s name and rating come from the profile and follow it while the request waits', async () => {
    const ada = await phoneAccount();
    const profile = admin().doc(`users/${ada.uid}`);
    await profile.set({ uid: ada.uid, displayName: 'Ada', rating: 1550, ratingDeviation: 90 });
    const waiting = await createOk(ada);
    const matched = await createOk(ada, { ...DRAFT, topic: 'Taken already' });
    const card = async (id: string) => {
      const data = (await admin().doc(`debateRequests/${id}`).get()).data();
      return { userName: data?.userName, userRating: data?.userRating };
    };
    expect(await card(waiting)).toEqual({ userName: 'Ada', userRating: 1550 });
    expect((await admin().doc(`debateRequests/${waiting}`).get()).get('userProvisional')).toBe(
      false,
    );
    await admin().doc(`debateRequests/${matched}`).update({ status: 'matched' });

    await profile.update({ displayName: 'Ada Lovelace', rating: 1566, ratingDeviation: 85 });
    await waitFor(
      () => card(waiting),
      (c) => c.userName === 'Ada Lovelace' && c.userRating === 1566,
      'the waiting request to follow the profile',
    );
    // A request that is no longer waiting keeps the card it was matched with.
    expect(await card(matched)).toEqual({ userName: 'Ada', userRating: 1550 });
  });

  test('refuses bad input with the form’s own words and stores nothing', async () => {
    const alice = await phoneAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DRAFT, topic: '   ' }, DEBATE_REQUEST_ERRORS.topicMissing],
      [{ ...DRAFT, stance: '' }, DEBATE_REQUEST_ERRORS.stanceMissing],
      [{ ...DRAFT, topic: 't'.repeat(201) }, DEBATE_REQUEST_ERRORS.topicTooLong],
      [{ ...DRAFT, stance: 's'.repeat(1001) }, DEBATE_REQUEST_ERRORS.stanceTooLong],
      [{ ...DRAFT, timeLimit: 20 }, DEBATE_REQUEST_ERRORS.badTimeLimit],
      [{ ...DRAFT, topic: { nested: 'object' } }, DEBATE_REQUEST_ERRORS.topicMissing],
    ];
    for (const [draft, message] of cases) {
      const result = await create(alice, draft);
      expect(result.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    }
    const signedOut = await create(null);
    expect(signedOut.body.error?.message).toBe('Please sign in to start a debate');
    expect(await pendingOf(alice.uid)).toBe(0);
  });

  test(`holds a person to ${MAX_PENDING_REQUESTS} pending requests; cancelling or a match makes room`, async () => {
    const alice = await phoneAccount();
    const ids: string[] = [];
    for (let i = 0; i < MAX_PENDING_REQUESTS; i++) {
      ids.push(await createOk(alice, { ...DRAFT, topic: `Topic ${i}` }));
    }
    const sixth = await create(alice, { ...DRAFT, topic: 'One too many' });
    expect(sixth.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: TOO_MANY_PENDING_REQUESTS,
    });
    expect(await pendingOf(alice.uid)).toBe(MAX_PENDING_REQUESTS);
    console.log(`[limits] pending requests one account can hold: ${await pendingOf(alice.uid)}`);

    // Cancelled (deleted), one frees a place.
    await admin().doc(`debateRequests/${ids[0]}`).delete();
    await createOk(alice, { ...DRAFT, topic: 'After a cancel' });
    // A matched request is not pending any more.
    const bob = await phoneAccount();
    await accept(bob, ids[1]!);
    await createOk(alice, { ...DRAFT, topic: 'After a match' });
    expect((await create(alice)).body.error?.message).toBe(TOO_MANY_PENDING_REQUESTS);
    expect(await pendingOf(alice.uid)).toBe(MAX_PENDING_REQUESTS);
  }, 60_000);

  test('eight creates at once by one person still leave exactly five pending', async () => {
    const alice = await phoneAccount();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(alice, { ...DRAFT, topic: `Burst ${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_PENDING_REQUESTS);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.error?.message)).toEqual(
      Array(8 - MAX_PENDING_REQUESTS).fill(TOO_MANY_PENDING_REQUESTS),
    );
    expect(await pendingOf(alice.uid)).toBe(MAX_PENDING_REQUESTS);
  }, 60_000);

  test(`creating is a quota too: ${QUOTAS.debateRequestCreate.limit} an hour`, async () => {
    const alice = await phoneAccount();
    await useQuota(alice, QUOTAS.debateRequestCreate, 1);
    await createOk(alice);
    const refused = await create(alice);
    expect(refused.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: QUOTAS.debateRequestCreate.message,
    });
    expect(await pendingOf(alice.uid)).toBe(1);
  });
});

describe('acceptDebateRequest: one notice per request and acceptor an hour', () => {
  test('accept, exit, accept again notifies once, and that notice follows the new chat', async () => {
    const rita = await phoneAccount();
    const andy = await phoneAccount();
    const bea = await phoneAccount();
    const requestId = await createOk(rita);

    const first = await accept(andy, requestId);
    await exit(andy, first);
    await exit(andy, await accept(andy, requestId));
    const latest = await accept(andy, requestId);
    const notices = await noticesOf(rita.uid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ acceptedBy: andy.uid, chatId: latest, read: false });

    // Someone else accepting is news: their own notice.
    await exit(rita, latest);
    await exit(bea, await accept(bea, requestId));
    expect(await noticesOf(rita.uid)).toHaveLength(2);

    // An hour after Andy's notice, his next accept notifies again.
    await admin()
      .doc(`acceptNotices/${requestId}_${andy.uid}`)
      .update({ lastNoticeAt: Timestamp.fromMillis(Date.now() - ACCEPT_NOTICE_WINDOW_MS - 1_000) });
    const later = await accept(andy, requestId);
    const after = await noticesOf(rita.uid);
    expect(after).toHaveLength(3);
    expect(after.filter((n) => n.chatId === later)).toHaveLength(1);
  }, 60_000);
});

describe('accept and exit quotas', () => {
  test(`accepting: ${QUOTAS.debateAccept.limit} an hour; exiting: ${QUOTAS.debateExit.limit} an hour`, async () => {
    const rita = await phoneAccount();
    const andy = await phoneAccount();
    const requestId = await createOk(rita);
    const another = await createOk(rita, { ...DRAFT, topic: 'Another' });
    await useQuota(andy, QUOTAS.debateAccept, 2);
    await useQuota(andy, QUOTAS.debateExit, 1);

    await exit(andy, await accept(andy, requestId));
    const chatId = await accept(andy, requestId);
    const exitRefused = await call('exitDebate', andy, { chatId });
    expect(exitRefused.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: QUOTAS.debateExit.message,
    });
    expect((await admin().doc(`chats/${chatId}`).get()).exists).toBe(true);

    const acceptRefused = await call('acceptDebateRequest', andy, { requestId: another });
    expect(acceptRefused.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: QUOTAS.debateAccept.message,
    });
    expect((await admin().doc(`debateRequests/${another}`).get()).get('status')).toBe('pending');
    // Rita's quotas are her own: she can still leave the debate.
    await exit(rita, chatId);
  }, 60_000);
});

describe('bans and blocks', () => {
  test('a banned account can neither create, accept nor exit', async () => {
    const rita = await phoneAccount();
    const andy = await phoneAccount();
    const requestId = await createOk(rita);
    const other = await createOk(rita, { ...DRAFT, topic: 'Another' });
    const chatId = await accept(andy, requestId);
    await admin().doc(`bans/${andy.uid}`).set({ bannedAt: FieldValue.serverTimestamp() });

    for (const [name, data] of [
      ['createDebateRequest', DRAFT],
      ['acceptDebateRequest', { requestId: other }],
      ['exitDebate', { chatId }],
    ] as const) {
      const result = await call(name, andy, data);
      expect(result.body.error).toEqual({ status: 'PERMISSION_DENIED', message: BANNED_TEXT });
    }
    expect(await pendingOf(andy.uid)).toBe(0);
    expect((await admin().doc(`debateRequests/${other}`).get()).get('status')).toBe('pending');
    expect((await admin().doc(`chats/${chatId}`).get()).exists).toBe(true);
  });

  test('nobody accepts across a block, whoever blocked whom', async () => {
    const rita = await phoneAccount();
    const andy = await phoneAccount();
    const requestId = await createOk(rita);
    const blockRef = (blocker: Account, blocked: Account) =>
      admin().doc(`users/${blocker.uid}/blocks/${blocked.uid}`);

    for (const [blocker, blocked] of [
      [rita, andy],
      [andy, rita],
    ] as const) {
      await blockRef(blocker, blocked).set({ blockedAt: FieldValue.serverTimestamp() });
      const result = await call('acceptDebateRequest', andy, { requestId });
      expect(result.body.error).toEqual({ status: 'PERMISSION_DENIED', message: BLOCKED_TEXT });
      expect((await admin().doc(`debateRequests/${requestId}`).get()).get('status')).toBe(
        'pending',
      );
      await blockRef(blocker, blocked).delete();
    }
    expect(await noticesOf(rita.uid)).toHaveLength(0);
    await accept(andy, requestId);
  });
});
