/**
 * openDirectChat on the emulators (docs/decisions/0012-safety.md §3): the pair's normal chat under
 * its fixed id, participantDetails read on the server (names; a phone only with its owner's
 * consent), reopening for free, blocked pairs and banned callers refused, and a daily quota on new
 * chats. "Me" is the app's own data module signed in as a phone user; other people call over HTTP.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import { directChatId } from '@/domain/ids';
import { QUOTAS } from '@/domain/limits';
import { BANNED_TEXT, BLOCKED_TEXT } from '../../functions/src/safety/account';
import { CHAT_ERRORS } from '../../functions/src/chats/open-direct-chat';
import { signInApp } from '../data/support';
import {
  admin,
  callFunction,
  phoneAccount,
  uniquePhone,
  type Account,
  type CallResult,
} from './support';

const { openDirectChat } = await import('@/data/chats');

setLogLevel('silent');

function open(account: Account | null, otherUid: unknown): Promise<CallResult> {
  return callFunction('openDirectChat', account?.idToken ?? null, { otherUid });
}

/** A person whose phone lives only in their private account document (COMMON.md). */
async function person(name?: string): Promise<Account> {
  const account = await phoneAccount();
  await admin()
    .doc(`users/${account.uid}`)
    .set({ uid: account.uid, ...(name ? { displayName: name } : {}) });
  await admin()
    .doc(`users/${account.uid}/private/account`)
    .set({ phoneNumber: account.phone, lastActive: Timestamp.now() });
  return account;
}

async function chat(id: string) {
  return (await admin().doc(`chats/${id}`).get()).data();
}

async function quotaUsed(account: Account): Promise<number> {
  const data = (
    await admin().doc(`rateLimits/${account.uid}_${QUOTAS.directChatOpen.kind}`).get()
  ).data();
  return Number(data?.count ?? 0);
}

let me: Account;

beforeAll(async () => {
  const phone = uniquePhone();
  me = { uid: await signInApp(phone), idToken: '', phone };
  await admin().doc(`users/${me.uid}`).set({ uid: me.uid, displayName: 'Me Myself' });
  await admin()
    .doc(`users/${me.uid}/private/account`)
    .set({ phoneNumber: phone, lastActive: Timestamp.now() });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('openDirectChat', () => {
  test('creates the pair’s chat under its fixed id with names read on the server, and no phone', async () => {
    const zoe = await person('Zoe');
    const chatId = await openDirectChat(zoe.uid);
    expect(chatId).toBe(directChatId(me.uid, zoe.uid));
    expect(await chat(chatId)).toEqual({
      participants: [me.uid, zoe.uid].sort(),
      participantDetails: {
        // Names only: opening a chat shows neither phone (DESIGN.md §5 "Consent").
        [me.uid]: { displayName: 'Me Myself', fallbackName: fallbackDisplayName(me.phone) },
        [zoe.uid]: { displayName: 'Zoe', fallbackName: fallbackDisplayName(zoe.phone) },
      },
      isDebate: false,
      status: 'active',
      createdAt: expect.any(Timestamp),
    });
  });

  test('a new chat shows the phone of someone who consented already (they added the opener)', async () => {
    const yan = await person('Yan');
    expect((await callFunction('addContact', yan.idToken, { contactUid: me.uid })).status).toBe(
      200,
    );
    const chatId = await openDirectChat(yan.uid);
    const details = (await chat(chatId))?.participantDetails as Record<string, object>;
    expect(details[yan.uid]).toMatchObject({ phoneNumber: yan.phone });
    expect(details[me.uid]).not.toHaveProperty('phoneNumber');
  });

  test('reopening, from either side, returns the same chat and costs no quota', async () => {
    const ann = await person();
    // Ben's profile is from before phones moved to the private document.
    const ben = await phoneAccount();
    await admin().doc(`users/${ben.uid}`).set({ uid: ben.uid, phoneNumber: ben.phone });
    const first = await open(ann, ben.uid);
    expect(first.body.result).toEqual({ chatId: directChatId(ann.uid, ben.uid), created: true });
    const again = await open(ann, ben.uid);
    const fromBen = await open(ben, ann.uid);
    expect(again.body.result).toEqual({ chatId: directChatId(ann.uid, ben.uid), created: false });
    expect(fromBen.body.result).toEqual(again.body.result);
    expect(await quotaUsed(ann)).toBe(1);
    expect(await quotaUsed(ben)).toBe(0);
    // Without a private document, the phone on the profile stands in (for the generated name).
    expect((await chat(directChatId(ann.uid, ben.uid)))?.participantDetails[ben.uid]).toEqual({
      fallbackName: fallbackDisplayName(ben.phone),
    });
  });

  test('bounds what a profile can put into the chat', async () => {
    const long = await person();
    // Written past the rules (as an old or tampered profile might be).
    await admin()
      .doc(`users/${long.uid}`)
      .update({ displayName: 'L'.repeat(5_000), bio: 'x' });
    const result = await open(long, (await person()).uid);
    const { chatId } = result.body.result as { chatId: string };
    const details = (await chat(chatId))?.participantDetails as Record<string, object>;
    expect(details[long.uid]).toEqual({
      displayName: 'L'.repeat(50),
      fallbackName: fallbackDisplayName(long.phone),
    });
    expect(Object.keys(details)).toHaveLength(2);
  });

  test('refuses signed-out callers, oneself, unknown users and bad ids', async () => {
    const zed = await person();
    expect((await open(null, me.uid)).body.error?.message).toBe(CALLABLE_TEXT.notAuthenticated);
    expect((await open(zed, zed.uid)).body.error?.message).toBe(CHAT_ERRORS.self);
    for (const bad of ['no-such-user', 'a/b', '', 42, null]) {
      expect((await open(zed, bad)).body.error?.message).toBe(CHAT_ERRORS.userNotFound);
    }
    const phoneless = await phoneAccount();
    await admin().doc(`users/${phoneless.uid}`).set({ uid: phoneless.uid, phoneNumber: 'nope' });
    expect((await open(zed, phoneless.uid)).body.error?.message).toBe(CHAT_ERRORS.invalidContact);
    expect(await chat(directChatId(zed.uid, phoneless.uid))).toBeUndefined();
  });

  test('refuses a blocked pair either way, and a banned caller', async () => {
    const amy = await person();
    const bo = await person();
    for (const [blocker, blocked] of [
      [amy, bo],
      [bo, amy],
    ] as const) {
      const ref = admin().doc(`users/${blocker.uid}/blocks/${blocked.uid}`);
      await ref.set({ blockedAt: FieldValue.serverTimestamp() });
      expect((await open(amy, bo.uid)).body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: BLOCKED_TEXT,
      });
      await ref.delete();
    }
    expect(await chat(directChatId(amy.uid, bo.uid))).toBeUndefined();

    await admin().doc(`bans/${amy.uid}`).set({ bannedAt: FieldValue.serverTimestamp() });
    expect((await open(amy, bo.uid)).body.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: BANNED_TEXT,
    });
    expect(await chat(directChatId(amy.uid, bo.uid))).toBeUndefined();
  });

  test(`new chats are a quota: ${QUOTAS.directChatOpen.limit} a day; reopening stays free`, async () => {
    const cat = await person();
    const [first, second] = [await person(), await person()];
    await admin()
      .doc(`rateLimits/${cat.uid}_${QUOTAS.directChatOpen.kind}`)
      .set({
        uid: cat.uid,
        kind: QUOTAS.directChatOpen.kind,
        windowStart: Timestamp.now(),
        count: QUOTAS.directChatOpen.limit - 1,
      });
    expect((await open(cat, first.uid)).body.result).toMatchObject({ created: true });
    expect((await open(cat, second.uid)).body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: QUOTAS.directChatOpen.message,
    });
    expect(await chat(directChatId(cat.uid, second.uid))).toBeUndefined();
    expect((await open(cat, first.uid)).body.result).toMatchObject({ created: false });
    // The other side opens it for Cat: it is Second's quota, not Cat's.
    expect((await open(second, cat.uid)).body.result).toMatchObject({ created: true });
  });
});
