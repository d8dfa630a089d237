/**
 * Challenges and rematches on the emulators (src/domain/challenges.ts): createDebateRequest
 * with `challengedUid` or `rematchOf`, acceptDebateRequest and declineChallenge for the one
 * person challenged, the shared pending limit, blocks, expiry, exit, and the notices and
 * pushes (the fake FCM transport's pushLog). Everyone calls over HTTP as any client would.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import {
  alreadyChallengedText,
  CHALLENGE_TEXT,
  challengeDeclinedNotice,
  challengeNotice,
} from '@/domain/challenges';
import { ACCEPT_ERRORS } from '@/domain/debate-requests';
import {
  CHALLENGE_EXPIRY_MS,
  MAX_PENDING_REQUESTS,
  TOO_MANY_PENDING_REQUESTS,
} from '@/domain/limits';
import { BLOCKED_TEXT } from '../../functions/src/safety/account';
import { admin, callFunction, phoneAccount, type Account, type CallResult } from './support';

const DRAFT = { topic: 'Tea beats coffee', stance: 'Tea, always', timeLimit: 15 };

function call(name: string, who: Account | null, data: unknown): Promise<CallResult> {
  return callFunction(name, who?.idToken ?? null, data);
}

async function person(name: string): Promise<Account> {
  const account = await phoneAccount();
  await admin().doc(`users/${account.uid}`).set({ uid: account.uid, displayName: name });
  const token = `tok-${account.uid}`;
  await admin().doc(`users/${account.uid}/fcmTokens/${token}`).set({
    token,
    createdAt: FieldValue.serverTimestamp(),
    lastSeen: FieldValue.serverTimestamp(),
    userAgent: 'test',
  });
  return account;
}

async function challenge(from: Account, to: Account, draft: object = DRAFT): Promise<string> {
  const result = await call('createDebateRequest', from, { ...draft, challengedUid: to.uid });
  expect(result.body.error).toBeUndefined();
  return (result.body.result as { requestId: string }).requestId;
}

async function accept(who: Account, requestId: string): Promise<CallResult> {
  return call('acceptDebateRequest', who, { requestId });
}

async function requestData(id: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`debateRequests/${id}`).get()).data();
}

async function notices(uid: string, type: string): Promise<DocumentData[]> {
  const snapshot = await admin()
    .collection('notifications')
    .where('userId', '==', uid)
    .where('type', '==', type)
    .get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** What the fake transport sent to this person's device. */
async function pushesTo(who: Account): Promise<DocumentData[]> {
  const snapshot = await admin()
    .collection('pushLog')
    .where('tokens', 'array-contains', `tok-${who.uid}`)
    .get();
  return snapshot.docs.map((d) => d.data().data as DocumentData);
}

function errorOf(result: CallResult) {
  return result.body.error;
}

describe('a challenge', () => {
  test('reaches only the person challenged: their notice and push carry Accept’s request', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const before = Date.now();
    const id = await challenge(ann, bo);

    const stored = await requestData(id);
    expect(stored).toMatchObject({
      userId: ann.uid,
      status: 'challenge',
      challengedUid: bo.uid,
      challengedName: 'Bo',
      userName: 'Ann',
      topic: DRAFT.topic,
    });
    const expiresAt = (stored?.expiresAt as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + CHALLENGE_EXPIRY_MS - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + CHALLENGE_EXPIRY_MS + 5_000);

    const [notice, ...more] = await notices(bo.uid, 'debate_challenge');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      ...challengeNotice('Ann', DRAFT.topic, false),
      requestId: id,
      read: false,
    });
    const pushes = await pushesTo(bo);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      type: 'debate_challenge',
      url: `/join/${id}`,
      requestId: id,
    });
    expect(await pushesTo(ann)).toEqual([]);
  });

  test('only the person challenged accepts it; the challenger is told, the notice is spent', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const eve = await person('Eve');
    const id = await challenge(ann, bo);

    // Anyone else, the challenger included, is told it does not exist.
    for (const who of [eve, ann]) {
      expect(errorOf(await accept(who, id))).toMatchObject({ message: ACCEPT_ERRORS.notFound });
    }
    const accepted = await accept(bo, id);
    expect(errorOf(accepted)).toBeUndefined();
    const { chatId } = accepted.body.result as { chatId: string };

    const stored = await requestData(id);
    expect(stored).toMatchObject({ status: 'matched', chatId, acceptedBy: bo.uid });
    expect(stored).not.toHaveProperty('expiresAt');
    const chat = (await admin().doc(`chats/${chatId}`).get()).data();
    expect(chat?.participants).toEqual([ann.uid, bo.uid]);
    expect(await notices(ann.uid, 'debate_accepted')).toHaveLength(1);
    expect((await notices(bo.uid, 'debate_challenge'))[0]?.read).toBe(true);
    expect(errorOf(await accept(bo, id))).toMatchObject({ message: ACCEPT_ERRORS.unavailable });
  });

  test('declining deletes it and tells the challenger, in the bell and by push', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const eve = await person('Eve');
    const id = await challenge(ann, bo);

    expect(errorOf(await call('declineChallenge', eve, { requestId: id }))).toMatchObject({
      message: ACCEPT_ERRORS.notFound,
    });
    expect(errorOf(await call('declineChallenge', null, { requestId: id }))).toBeDefined();
    expect(errorOf(await call('declineChallenge', bo, { requestId: id }))).toBeUndefined();

    expect(await requestData(id)).toBeUndefined();
    const [declined] = await notices(ann.uid, 'challenge_declined');
    expect(declined).toMatchObject({
      ...challengeDeclinedNotice('Bo', DRAFT.topic),
      requestId: id,
    });
    expect((await pushesTo(ann)).map((p) => p.type)).toEqual(['challenge_declined']);
    expect((await notices(bo.uid, 'debate_challenge'))[0]?.read).toBe(true);
    // Declined once: there is nothing left to accept or decline.
    expect(errorOf(await accept(bo, id))).toMatchObject({ message: ACCEPT_ERRORS.notFound });
    expect(errorOf(await call('declineChallenge', bo, { requestId: id }))).toMatchObject({
      message: ACCEPT_ERRORS.notFound,
    });
  });

  test('expires after a day: it can no longer be accepted and no longer counts', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const id = await challenge(ann, bo);
    await admin()
      .doc(`debateRequests/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    expect(errorOf(await accept(bo, id))).toMatchObject({ message: CHALLENGE_TEXT.expired });
    expect((await requestData(id))?.status).toBe('challenge');
    // A lapsed challenge leaves room: Ann may challenge Bo again.
    await challenge(ann, bo);
  });

  test('counts against the pending limit with open requests; one at a time to one person', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    await challenge(ann, bo);
    const again = await call('createDebateRequest', ann, { ...DRAFT, challengedUid: bo.uid });
    expect(errorOf(again)).toMatchObject({ message: alreadyChallengedText('Bo') });

    for (let i = 1; i < MAX_PENDING_REQUESTS; i++) {
      const open = await call('createDebateRequest', ann, { ...DRAFT, topic: `Open ${i}` });
      expect(errorOf(open)).toBeUndefined();
    }
    const cy = await person('Cy');
    const over = await call('createDebateRequest', ann, { ...DRAFT, challengedUid: cy.uid });
    expect(errorOf(over)).toMatchObject({ message: TOO_MANY_PENDING_REQUESTS });
    const overOpen = await call('createDebateRequest', ann, DRAFT);
    expect(errorOf(overOpen)).toMatchObject({ message: TOO_MANY_PENDING_REQUESTS });
  });

  test('refuses yourself, nobody, and anyone across a block, whoever blocked whom', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const cy = await person('Cy');
    const to = (uid: string) => call('createDebateRequest', ann, { ...DRAFT, challengedUid: uid });
    expect(errorOf(await to(ann.uid))).toMatchObject({ message: CHALLENGE_TEXT.self });
    expect(errorOf(await to('no-such-user'))).toMatchObject({
      message: CHALLENGE_TEXT.userNotFound,
    });
    await admin().doc(`users/${bo.uid}/blocks/${ann.uid}`).set({ blockedAt: Timestamp.now() });
    await admin().doc(`users/${ann.uid}/blocks/${cy.uid}`).set({ blockedAt: Timestamp.now() });
    expect(errorOf(await to(bo.uid))).toMatchObject({ message: BLOCKED_TEXT });
    expect(errorOf(await to(cy.uid))).toMatchObject({ message: BLOCKED_TEXT });
    expect(await notices(bo.uid, 'debate_challenge')).toEqual([]);
    expect(await notices(cy.uid, 'debate_challenge')).toEqual([]);
  });

  test('exiting its debate before the start hands it back to the same person, not the open list', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const id = await challenge(ann, bo);
    const { chatId } = (await accept(bo, id)).body.result as { chatId: string };
    expect(errorOf(await call('exitDebate', bo, { chatId }))).toBeUndefined();
    const stored = await requestData(id);
    expect(stored).toMatchObject({ status: 'challenge', challengedUid: bo.uid });
    expect((stored?.expiresAt as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    expect(errorOf(await accept(bo, id))).toBeUndefined();
  });
});

describe('a rematch', () => {
  async function finishedDebate(creator: Account, acceptor: Account, fields: object = {}) {
    const ref = admin().collection('chats').doc();
    await ref.set({
      participants: [creator.uid, acceptor.uid],
      participantDetails: {},
      isDebate: true,
      isPublic: true,
      status: 'completed',
      debateStatus: 'completed',
      debateTopic: 'Cities should ban cars',
      creatorStance: 'Yes: streets are for people',
      debateTimeLimit: 30,
      createdAt: FieldValue.serverTimestamp(),
      ...fields,
    });
    return ref.id;
  }

  async function rematch(who: Account | null, chatId: string) {
    return call('createDebateRequest', who, { rematchOf: chatId });
  }

  test('asked by the creator: a challenge to the opponent, same topic and limit, sides swapped', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const chatId = await finishedDebate(ann, bo);
    const first = await rematch(ann, chatId);
    expect(errorOf(first)).toBeUndefined();
    const { requestId } = first.body.result as { requestId: string };
    expect(await requestData(requestId)).toMatchObject({
      userId: ann.uid,
      status: 'challenge',
      challengedUid: bo.uid,
      topic: 'Cities should ban cars',
      stance: 'Against: Yes: streets are for people',
      timeLimit: 30,
      isPublic: true,
      rematchOf: chatId,
    });
    const chat = (await admin().doc(`chats/${chatId}`).get()).data();
    expect(chat?.rematch).toEqual({
      requestId,
      fromUid: ann.uid,
      toUid: bo.uid,
      status: 'offered',
    });
    // Tapping Rematch again answers the same offer, with no second notice.
    const second = await rematch(ann, chatId);
    expect((second.body.result as { requestId: string }).requestId).toBe(requestId);
    expect(await notices(bo.uid, 'debate_challenge')).toHaveLength(1);
    expect((await notices(bo.uid, 'debate_challenge'))[0]?.title).toBe('Rematch offered');
    // Bo cannot cross it with his own: he answers it.
    expect(errorOf(await rematch(bo, chatId))).toMatchObject({
      message: CHALLENGE_TEXT.rematchOffered,
    });

    const accepted = await accept(bo, requestId);
    const { chatId: rematchId } = accepted.body.result as { chatId: string };
    const after = (await admin().doc(`chats/${chatId}`).get()).data();
    expect(after?.rematch).toMatchObject({ status: 'accepted', chatId: rematchId });
    const rematchChat = (await admin().doc(`chats/${rematchId}`).get()).data();
    expect(rematchChat?.creatorStance).toBe('Against: Yes: streets are for people');
    expect(errorOf(await rematch(ann, chatId))).toMatchObject({
      message: CHALLENGE_TEXT.rematchAnswered,
    });
  });

  test('asked by the acceptor: they take up the creator’s stance; a decline shows on the debate', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const chatId = await finishedDebate(ann, bo);
    const { requestId } = (await rematch(bo, chatId)).body.result as { requestId: string };
    expect(await requestData(requestId)).toMatchObject({
      userId: bo.uid,
      challengedUid: ann.uid,
      stance: 'Yes: streets are for people',
    });
    expect(errorOf(await call('declineChallenge', ann, { requestId }))).toBeUndefined();
    const chat = (await admin().doc(`chats/${chatId}`).get()).data();
    expect(chat?.rematch).toMatchObject({ status: 'declined' });
  });

  test('only a debater of a finished debate may ask', async () => {
    const ann = await person('Ann');
    const bo = await person('Bo');
    const eve = await person('Eve');
    const running = await finishedDebate(ann, bo, {
      status: 'active',
      debateStatus: 'in_progress',
    });
    expect(errorOf(await rematch(ann, running))).toMatchObject({
      message: CHALLENGE_TEXT.notFinished,
    });
    const done = await finishedDebate(ann, bo);
    expect(errorOf(await rematch(eve, done))).toMatchObject({
      message: CHALLENGE_TEXT.notParticipant,
    });
    expect(errorOf(await rematch(null, done))).toBeDefined();
    await admin().doc(`users/${bo.uid}/blocks/${ann.uid}`).set({ blockedAt: Timestamp.now() });
    expect(errorOf(await rematch(ann, done))).toMatchObject({ message: BLOCKED_TEXT });
  });
});
