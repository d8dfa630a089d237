/**
 * Phone consent on the emulators (DESIGN.md §5 "Consent", functions/src/contacts/
 * phone-access.ts): a phone reaches someone in their contact entry and chat only when its
 * owner added them, wrote to them (sharePhone), debated them, or they typed the number
 * (searchUsers). Blocking takes it back. And scripts/migrate-phone-consent.mjs, which
 * brings data stored before consent in line with it. People call over HTTP as any client.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import { directChatId } from '@/domain/ids';
import { SHARE_PHONE_ERRORS } from '../../functions/src/contacts/share-phone';
import { person, seedPerson, uniqueWord } from './people';
import { admin, callFunction, uniquePhone, waitFor, type Account } from './support';
import { withTriggersPaused } from '../support/emulator-hub';

function call(name: string, account: Account | null, data: unknown) {
  return callFunction(name, account?.idToken ?? null, data);
}

async function chatDetails(a: Account, b: Account) {
  const chat = await admin()
    .doc(`chats/${directChatId(a.uid, b.uid)}`)
    .get();
  return chat.get('participantDetails') as Record<string, Record<string, unknown>>;
}

async function entryOf(owner: Account, contact: Account) {
  return (await admin().doc(`users/${owner.uid}/contacts/${contact.uid}`).get()).data();
}

/** A message of `sender` in the chat, as the app's outbox writes it. */
async function seedMessage(chatId: string, sender: Account) {
  await admin().collection(`chats/${chatId}/messages`).add({
    senderId: sender.uid,
    senderPhone: sender.phone,
    content: 'hello',
    chatId,
    timestamp: FieldValue.serverTimestamp(),
  });
}

async function openChat(opener: Account, other: Account): Promise<string> {
  const opened = await call('openDirectChat', opener, { otherUid: other.uid });
  return (opened.body.result as { chatId: string }).chatId;
}

describe('sharePhone: writing to someone shows them your phone', () => {
  test('only after a message of yours, in your chat card and their contact entry of you', async () => {
    const [ada, bea] = await Promise.all([person(), person()]);
    // Bea added Ada (her phone goes to Ada); Ada is in Bea's list without hers.
    expect((await call('addContact', bea, { contactUid: ada.uid })).status).toBe(200);
    const chatId = await openChat(bea, ada);
    expect((await chatDetails(ada, bea))[ada.uid]).not.toHaveProperty('phoneNumber');
    expect(await entryOf(bea, ada)).not.toHaveProperty('phoneNumber');

    // Asking before writing shares nothing.
    expect((await call('sharePhone', ada, { chatId })).body.result).toEqual({
      outcome: 'not-written',
    });
    expect((await chatDetails(ada, bea))[ada.uid]).not.toHaveProperty('phoneNumber');

    await seedMessage(chatId, ada);
    expect((await call('sharePhone', ada, { chatId })).body.result).toEqual({ outcome: 'shared' });
    expect((await chatDetails(ada, bea))[ada.uid]).toMatchObject({ phoneNumber: ada.phone });
    expect(await entryOf(bea, ada)).toMatchObject({ phoneNumber: ada.phone });
    expect(
      (await admin().doc(`users/${bea.uid}/phoneAccess/${ada.uid}`).get()).get('wrote'),
    ).toEqual(expect.any(Timestamp));
    // Asked again: nothing more is written.
    expect((await call('sharePhone', ada, { chatId })).body.result).toEqual({
      outcome: 'already-shown',
    });
  });

  test('refuses signed-out callers, bad ids, missing chats and people not in the chat', async () => {
    const [ann, bo, eve] = await Promise.all([person(), person(), person()]);
    const chatId = await openChat(ann, bo);
    await seedMessage(chatId, eve);
    expect((await call('sharePhone', null, { chatId })).body.error?.message).toBe(
      CALLABLE_TEXT.notAuthenticated,
    );
    for (const bad of ['a/b', '', 42]) {
      expect((await call('sharePhone', ann, { chatId: bad })).body.error?.message).toBe(
        SHARE_PHONE_ERRORS.badInput,
      );
    }
    expect((await call('sharePhone', ann, { chatId: 'no-such-chat' })).body.error?.message).toBe(
      SHARE_PHONE_ERRORS.chatNotFound,
    );
    expect((await call('sharePhone', eve, { chatId })).body.error?.message).toBe(
      SHARE_PHONE_ERRORS.notParticipant,
    );
    const details = await chatDetails(ann, bo);
    expect(JSON.stringify(details)).not.toContain(eve.phone.slice(1));
  });

  test('shares nothing across a block', async () => {
    const [cal, dee] = await Promise.all([person(), person()]);
    const chatId = await openChat(cal, dee);
    await seedMessage(chatId, cal);
    await admin().doc(`users/${dee.uid}/blocks/${cal.uid}`).set({ blockedAt: Timestamp.now() });
    expect((await call('sharePhone', cal, { chatId })).body.result).toEqual({ outcome: 'blocked' });
    expect((await chatDetails(cal, dee))[cal.uid]).not.toHaveProperty('phoneNumber');
  });
});

describe('the other ways a phone is shown', () => {
  test('typing someone’s exact number shows it in your entry and chat of them', async () => {
    const [fay, gus] = await Promise.all([person(), person()]);
    await openChat(fay, gus);
    expect((await call('addContact', fay, { contactUid: gus.uid })).status).toBe(200);
    expect(await entryOf(fay, gus)).not.toHaveProperty('phoneNumber');

    // Search finds people through the index a trigger writes after the profile.
    await waitFor(
      async () => (await admin().doc(`userIndex/${gus.uid}`).get()).exists,
      Boolean,
      "Gus's search index entry",
    );
    const found = await call('searchUsers', fay, { query: gus.phone });
    expect((found.body.result?.users as { uid: string }[]).map((u) => u.uid)).toEqual([gus.uid]);
    expect(await entryOf(fay, gus)).toMatchObject({ phoneNumber: gus.phone });
    expect((await chatDetails(fay, gus))[gus.uid]).toMatchObject({ phoneNumber: gus.phone });
    // Gus did nothing: Fay's phone stays where it was (she added him, so in his list only).
    expect((await chatDetails(fay, gus))[fay.uid]).toMatchObject({ phoneNumber: fay.phone });
    expect(await entryOf(gus, fay)).toMatchObject({ phoneNumber: fay.phone });
  });

  test('accepting a debate shows each debater the other’s phone where they meet', async () => {
    const [hal, ivy] = await Promise.all([person(), person()]);
    // Contacts already, neither phone shown (Ivy added Hal; then Hal's only came by adding).
    await call('addContact', ivy, { contactUid: hal.uid });
    expect(await entryOf(ivy, hal)).not.toHaveProperty('phoneNumber');
    const created = await call('createDebateRequest', hal, {
      topic: 'Tea or coffee',
      stance: 'Tea',
      timeLimit: 15,
    });
    const { requestId } = created.body.result as { requestId: string };
    expect((await call('acceptDebateRequest', ivy, { requestId })).status).toBe(200);
    expect(await entryOf(ivy, hal)).toMatchObject({ phoneNumber: hal.phone });
    expect(await entryOf(hal, ivy)).toMatchObject({ phoneNumber: ivy.phone });
  });

  test('blocking takes back both phones from the pair’s chat and the consent records', async () => {
    const [jon, kim] = await Promise.all([person(), person()]);
    await call('addContact', jon, { contactUid: kim.uid });
    await call('addContact', kim, { contactUid: jon.uid });
    await openChat(jon, kim);
    expect(JSON.stringify(await chatDetails(jon, kim))).toContain(kim.phone);

    expect((await call('blockUser', kim, { uid: jon.uid })).status).toBe(200);
    const details = await chatDetails(jon, kim);
    expect(details[jon.uid]).not.toHaveProperty('phoneNumber');
    expect(details[kim.uid]).not.toHaveProperty('phoneNumber');
    for (const [viewer, owner] of [
      [jon, kim],
      [kim, jon],
    ] as const) {
      expect((await admin().doc(`users/${viewer.uid}/phoneAccess/${owner.uid}`).get()).exists).toBe(
        false,
      );
    }
  });
});

describe('scripts/migrate-phone-consent.mjs: contacts and chats stored before consent', () => {
  test('keeps the phones old data proves consent for and hides the rest behind the generated name', async () => {
    const [writer, silent, debater, rival] = ['wri', 'sil', 'deb', 'riv'].map((p) => ({
      uid: uniqueWord(p),
      phone: uniquePhone('+1554'),
    }));
    const everyone = [writer!, silent!, debater!, rival!];
    const pairId = directChatId(writer!.uid, silent!.uid);
    const debateId = `mig-debate-${debater!.uid}`;
    // As the old app stored them: both phones everywhere (triggers off, so nothing moves).
    await withTriggersPaused(async () => {
      for (const p of everyone) {
        await seedPerson(p.uid, p.phone, { fallbackName: fallbackDisplayName(p.phone) });
      }
      const old = (a: typeof writer, b: typeof writer) => ({
        participants: [a!.uid, b!.uid].sort(),
        participantDetails: {
          [a!.uid]: { phoneNumber: a!.phone },
          [b!.uid]: { phoneNumber: b!.phone },
        },
        status: 'active',
        createdAt: Timestamp.now(),
      });
      await admin()
        .doc(`chats/${pairId}`)
        .set({ ...old(writer, silent), isDebate: false });
      await admin().collection(`chats/${pairId}/messages`).add({
        senderId: writer!.uid,
        senderPhone: writer!.phone,
        content: 'hi',
        chatId: pairId,
        timestamp: Timestamp.now(),
      });
      await admin()
        .doc(`chats/${debateId}`)
        .set({ ...old(debater, rival), isDebate: true });
      for (const [owner, contact] of [
        [writer, silent],
        [silent, writer],
        [debater, rival],
        [rival, debater],
      ] as const) {
        await admin().doc(`users/${owner!.uid}/contacts/${contact!.uid}`).set({
          uid: contact!.uid,
          phoneNumber: contact!.phone,
          addedAt: Timestamp.now(),
        });
      }
    });

    const { stdout } = await promisify(execFile)('node', ['scripts/migrate-phone-consent.mjs'], {
      env: process.env,
    });
    expect(stdout).toMatch(/^Phone consent: \d+ debates and \d+ writers kept their phones/);

    const pair = (await admin().doc(`chats/${pairId}`).get()).get('participantDetails');
    expect(pair[writer!.uid]).toEqual({ phoneNumber: writer!.phone });
    expect(pair[silent!.uid]).toEqual({ fallbackName: fallbackDisplayName(silent!.phone) });
    const contact = async (owner: typeof writer, other: typeof writer) =>
      (await admin().doc(`users/${owner!.uid}/contacts/${other!.uid}`).get()).data();
    // The writer's phone stays with the silent one; the silent one's leaves the writer's list.
    expect(await contact(silent, writer)).toMatchObject({ phoneNumber: writer!.phone });
    expect(await contact(writer, silent)).toEqual({
      uid: silent!.uid,
      fallbackName: fallbackDisplayName(silent!.phone),
      addedAt: expect.any(Timestamp),
    });
    // Debaters keep each other's.
    expect(await contact(debater, rival)).toMatchObject({ phoneNumber: rival!.phone });
    expect(await contact(rival, debater)).toMatchObject({ phoneNumber: debater!.phone });
    const debate = (await admin().doc(`chats/${debateId}`).get()).get('participantDetails');
    expect(debate[rival!.uid]).toEqual({ phoneNumber: rival!.phone });
  }, 120_000);
});
