/**
 * Block, report and ban on the emulators: the blockUser / unblockUser / reportUser callables
 * over HTTP as any client calls them, and `npm run admin` (scripts/admin.mjs) against the
 * same emulators: its commands through its main, in this process, and the command itself as
 * a moderator's terminal runs it (its exit code and messages).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { QUOTAS } from '@/domain/limits';
import { MODERATION_ERRORS } from '@/domain/moderation';
import { BANNED_TEXT } from '../../functions/src/safety/account';
import { main, UsageError } from '../../scripts/admin.mjs';
import { admin, callFunction, phoneAccount, uniquePhone, type Account } from './support';

const run = promisify(execFile);

/**
 * `npm run admin -- …args` against these emulators, through the command's own main in this
 * process (a process of its own took 4 to 11 s to load the Admin SDK beside the other lanes);
 * resolves with what it printed.
 */
async function adminCli(...args: string[]): Promise<string> {
  let printed = '';
  await main(args, (line) => (printed += `${line}\n`));
  return printed;
}

/** The command itself, as a moderator's terminal runs it. */
function adminCommand(...args: string[]) {
  return run('node', ['scripts/admin.mjs', ...args], { env: process.env });
}

async function person(name?: string): Promise<Account> {
  const account = await phoneAccount(uniquePhone('+1557'));
  const now = Timestamp.now();
  await admin()
    .doc(`users/${account.uid}`)
    .set({
      uid: account.uid,
      createdAt: now,
      lastActive: now,
      ...(name ? { displayName: name } : {}),
    });
  await admin()
    .doc(`users/${account.uid}/private/account`)
    .set({ phoneNumber: account.phone, lastActive: now });
  return account;
}

async function seedContacts(a: Account, b: Account) {
  await admin()
    .doc(`users/${a.uid}/contacts/${b.uid}`)
    .set({ uid: b.uid, addedAt: Timestamp.now() });
  await admin()
    .doc(`users/${b.uid}/contacts/${a.uid}`)
    .set({ uid: a.uid, addedAt: Timestamp.now() });
}

async function seedChat(a: Account, b: Account, messageFrom: Account) {
  const chatId = [a.uid, b.uid].sort().join('_');
  await admin()
    .doc(`chats/${chatId}`)
    .set({ participants: [a.uid, b.uid].sort(), isDebate: false, status: 'active' });
  const message = admin().collection(`chats/${chatId}/messages`).doc();
  await message.set({
    senderId: messageFrom.uid,
    content: 'you are an idiot',
    chatId,
    timestamp: Timestamp.now(),
  });
  return { chatId, messageId: message.id };
}

const block = (me: Account | null, uid: unknown) =>
  callFunction('blockUser', me?.idToken ?? null, { uid });
const unblock = (me: Account | null, uid: unknown) =>
  callFunction('unblockUser', me?.idToken ?? null, { uid });
const report = (me: Account | null, data: Record<string, unknown>) =>
  callFunction('reportUser', me?.idToken ?? null, data);

function errorOf(result: Awaited<ReturnType<typeof callFunction>>) {
  return { status: result.body.error?.status, message: result.body.error?.message };
}

describe('blockUser / unblockUser', () => {
  test('records the block with the name to list and ends the contact both ways', async () => {
    const [alice, bob] = await Promise.all([person('Alice Block'), person('Bob Blocked')]);
    await seedContacts(alice, bob);

    const result = await block(alice, bob.uid);
    expect(result.body.result).toEqual({ uid: bob.uid, blocked: true });
    const doc = (await admin().doc(`users/${alice.uid}/blocks/${bob.uid}`).get()).data();
    expect(doc?.displayName).toBe('Bob Blocked');
    expect(doc?.blockedAt).toBeInstanceOf(Timestamp);
    expect(Object.keys(doc ?? {}).sort()).toEqual(['blockedAt', 'displayName']);
    expect((await admin().doc(`users/${alice.uid}/contacts/${bob.uid}`).get()).exists).toBe(false);
    expect((await admin().doc(`users/${bob.uid}/contacts/${alice.uid}`).get()).exists).toBe(false);
    // The blocked side learns nothing: no block document of theirs names Alice.
    expect((await admin().doc(`users/${bob.uid}/blocks/${alice.uid}`).get()).exists).toBe(false);
  });

  test('blocking again keeps when it began; a nameless person is listed by the generated name', async () => {
    const [alice, nameless] = await Promise.all([person('Alice Again'), person()]);
    await block(alice, nameless.uid);
    const ref = admin().doc(`users/${alice.uid}/blocks/${nameless.uid}`);
    const first = (await ref.get()).data();
    expect(first?.displayName).toBe(fallbackDisplayName(nameless.phone));
    await block(alice, nameless.uid);
    expect((await ref.get()).get('blockedAt')).toEqual(first?.blockedAt);
  });

  test('unblocking removes the block; unblocking someone not blocked succeeds', async () => {
    const [alice, bob] = await Promise.all([person('Alice Un'), person('Bob Un')]);
    await block(alice, bob.uid);
    expect((await unblock(alice, bob.uid)).body.result).toEqual({ uid: bob.uid, blocked: false });
    expect((await admin().doc(`users/${alice.uid}/blocks/${bob.uid}`).get()).exists).toBe(false);
    expect((await unblock(alice, bob.uid)).status).toBe(200);
  });

  test('refuses signed out, yourself, a malformed uid and an unknown user', async () => {
    const alice = await person('Alice Refused');
    expect(errorOf(await block(null, alice.uid)).status).toBe('UNAUTHENTICATED');
    expect(errorOf(await unblock(null, alice.uid)).status).toBe('UNAUTHENTICATED');
    expect(errorOf(await block(alice, alice.uid))).toEqual({
      status: 'INVALID_ARGUMENT',
      message: MODERATION_ERRORS.self,
    });
    for (const uid of ['', 'a/b', 42, null]) {
      expect(errorOf(await block(alice, uid))).toEqual({
        status: 'INVALID_ARGUMENT',
        message: MODERATION_ERRORS.invalidUser,
      });
    }
    expect(errorOf(await block(alice, 'nobody-at-all'))).toEqual({
      status: 'NOT_FOUND',
      message: MODERATION_ERRORS.userNotFound,
    });
    expect((await admin().collection(`users/${alice.uid}/blocks`).get()).size).toBe(0);
  });

  test(`blocks and unblocks one account may make per day: ${QUOTAS.blockChange.limit}`, async () => {
    const [alice, bob] = await Promise.all([person('Alice Busy'), person('Bob Busy')]);
    for (let i = 0; i < QUOTAS.blockChange.limit; i += 1) {
      const result = await (i % 2 === 0 ? block(alice, bob.uid) : unblock(alice, bob.uid));
      expect(result.status, `change ${i + 1}`).toBe(200);
    }
    const over = await block(alice, bob.uid);
    console.log(`[limit] blocks and unblocks per account per day: ${QUOTAS.blockChange.limit}`);
    expect(errorOf(over)).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: 'You have blocked or unblocked 100 people today. Try again tomorrow.',
    });
  }, 120_000);
});

describe('reportUser', () => {
  test('files a report with the chat and a copy of the message', async () => {
    const [alice, bob] = await Promise.all([person('Alice Reports'), person('Bob Rude')]);
    const { chatId, messageId } = await seedChat(alice, bob, bob);

    const result = await report(alice, {
      reportedUid: bob.uid,
      reason: 'harassment',
      details: '  insults  ',
      chatId,
      messageId,
    });
    const reportId = result.body.result?.reportId as string;
    expect(reportId).toMatch(/^\w{20}$/);
    const stored = (await admin().doc(`reports/${reportId}`).get()).data();
    expect(stored).toMatchObject({
      reporterUid: alice.uid,
      reportedUid: bob.uid,
      reportedName: 'Bob Rude',
      reason: 'harassment',
      details: 'insults',
      chatId,
      messageId,
      message: { content: 'you are an idiot' },
      status: 'open',
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);

    const plain = await report(alice, { reportedUid: bob.uid, reason: 'spam' });
    const plainDoc = (await admin().doc(`reports/${plain.body.result?.reportId}`).get()).data();
    expect(plainDoc).not.toHaveProperty('chatId');
    expect(plainDoc).not.toHaveProperty('details');
  });

  test('refuses a chat the reporter is not in, and a message the reported person did not send', async () => {
    const [alice, bob, mallory] = await Promise.all([
      person('Alice R'),
      person('Bob R'),
      person('Mallory R'),
    ]);
    const theirs = await seedChat(alice, bob, bob);
    expect(
      errorOf(
        await report(mallory, { reportedUid: bob.uid, reason: 'spam', chatId: theirs.chatId }),
      ),
    ).toEqual({ status: 'NOT_FOUND', message: MODERATION_ERRORS.chatNotFound });
    const own = await seedChat(alice, bob, alice);
    expect(
      errorOf(
        await report(alice, {
          reportedUid: bob.uid,
          reason: 'spam',
          chatId: own.chatId,
          messageId: own.messageId,
        }),
      ),
    ).toEqual({ status: 'NOT_FOUND', message: MODERATION_ERRORS.messageNotFound });
    const filed = await admin()
      .collection('reports')
      .where('reporterUid', 'in', [alice.uid, mallory.uid])
      .get();
    expect(filed.size).toBe(0);
  });

  test('refuses bad input with its message, and signed-out callers', async () => {
    const [alice, bob] = await Promise.all([person('Alice Bad'), person('Bob Bad')]);
    expect(errorOf(await report(null, { reportedUid: bob.uid, reason: 'spam' })).status).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorOf(await report(alice, { reportedUid: bob.uid, reason: 'rude' }))).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Choose a reason for the report',
    });
    expect(
      errorOf(
        await report(alice, { reportedUid: bob.uid, reason: 'other', details: 'x'.repeat(501) }),
      ),
    ).toEqual({ status: 'INVALID_ARGUMENT', message: 'Details must be 500 characters or less' });
    expect(errorOf(await report(alice, { reportedUid: alice.uid, reason: 'spam' })).message).toBe(
      MODERATION_ERRORS.self,
    );
    expect(errorOf(await report(alice, { reportedUid: 'nobody-here', reason: 'spam' }))).toEqual({
      status: 'NOT_FOUND',
      message: MODERATION_ERRORS.userNotFound,
    });
  });

  test(`reports one account may file per day: ${QUOTAS.report.limit}`, async () => {
    const [alice, bob] = await Promise.all([person('Alice Many'), person('Bob Many')]);
    for (let i = 0; i < QUOTAS.report.limit; i += 1) {
      expect((await report(alice, { reportedUid: bob.uid, reason: 'spam' })).status).toBe(200);
    }
    const over = await report(alice, { reportedUid: bob.uid, reason: 'spam' });
    console.log(`[limit] reports per account per day: ${QUOTAS.report.limit}`);
    expect(errorOf(over)).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: 'You have sent 20 reports today. Try again tomorrow.',
    });
    const filed = await admin().collection('reports').where('reporterUid', '==', alice.uid).get();
    expect(filed.size).toBe(QUOTAS.report.limit);
  }, 60_000);
});

describe('npm run admin', () => {
  test('ban by phone disables the account, records the ban, cancels pending requests and refuses the callables at once', async () => {
    const [mallory, alice] = await Promise.all([person('Mallory Banned'), person('Alice Fine')]);
    await admin().doc(`debateRequests/ban-${mallory.uid}`).set({
      userId: mallory.uid,
      topic: 'Anything',
      stance: 'For',
      timeLimit: 15,
      status: 'pending',
      timestamp: Timestamp.now(),
    });

    const printed = await adminCli('ban', mallory.phone, '--reason', 'spam waves');
    expect(printed).toContain(`Banned ${mallory.uid}`);
    expect(printed).toContain('1 pending debate request cancelled');
    const ban = (await admin().doc(`bans/${mallory.uid}`).get()).data();
    expect(ban).toMatchObject({
      uid: mallory.uid,
      phoneNumber: mallory.phone,
      reason: 'spam waves',
    });
    const auth = getAuth(getApps()[0]);
    expect((await auth.getUser(mallory.uid)).disabled).toBe(true);
    expect((await admin().doc(`debateRequests/ban-${mallory.uid}`).get()).exists).toBe(false);

    // The ID token from before the ban is still valid: the ban document refuses it.
    for (const call of [
      block(mallory, alice.uid),
      unblock(mallory, alice.uid),
      report(mallory, { reportedUid: alice.uid, reason: 'spam' }),
    ]) {
      expect(errorOf(await call)).toEqual({ status: 'PERMISSION_DENIED', message: BANNED_TEXT });
    }

    expect(await adminCli('unban', mallory.uid)).toContain(`Unbanned ${mallory.uid}`);
    expect((await auth.getUser(mallory.uid)).disabled).toBe(false);
    expect((await admin().doc(`bans/${mallory.uid}`).get()).exists).toBe(false);
    expect((await block(mallory, alice.uid)).status).toBe(200);
  });

  test('reports lists the open reports; resolve closes one', async () => {
    const [alice, bob] = await Promise.all([person('Alice Lists'), person('Bob Listed')]);
    const { chatId, messageId } = await seedChat(alice, bob, bob);
    const filed = await report(alice, {
      reportedUid: bob.uid,
      reason: 'cheating',
      details: 'used a bot',
      chatId,
      messageId,
    });
    const reportId = filed.body.result?.reportId as string;

    const listed = await adminCli('reports');
    expect(listed).toMatch(/^\d+ open reports?\n/);
    expect(listed).toContain(`${reportId}  `);
    expect(listed).toContain(`reported: Bob Listed (${bob.uid})   by: ${alice.uid}`);
    expect(listed).toContain('said: "you are an idiot"');
    expect(listed).toContain('details: "used a bot"');

    expect(await adminCli('resolve', reportId, '--note', 'warned')).toContain(
      `Resolved ${reportId}`,
    );
    expect((await admin().doc(`reports/${reportId}`).get()).data()).toMatchObject({
      status: 'resolved',
      note: 'warned',
    });
    expect(await adminCli('reports')).not.toContain(reportId);
    expect(await adminCli('reports', '--all')).toContain(`${reportId}  `);
  });

  test('refuses an unknown account or report with a clear message', async () => {
    await expect(adminCommand('ban', '+15570000000')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No account +15570000000.'),
    });
    await expect(adminCli('resolve', 'no-such-report')).rejects.toThrow(
      new UsageError('No report no-such-report.'),
    );
  });
});
