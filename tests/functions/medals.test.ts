/**
 * The winner's medal in its two places (docs/decisions/0012-safety.md §1 and §6), through the
 * evaluation's own outcome step (applyOutcome, run with the Admin SDK as the function runs it) on
 * stored results: on the public profile only the newest few, with the opponent's name; the whole
 * history, with the opponent's phone, in the owner's users/{uid}/medals.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { PUBLIC_MEDALS_MAX } from '@/domain/limits';
import { medalId } from '@/domain/stats';
import { applyOutcome } from '../../functions/src/evaluation/apply-outcome';
import { admin, uniquePhone } from './support';
import { seedPerson, uniqueWord } from './people';

let chatCounter = 0;

/** A stored verdict: `winner` beat `loser`, decided at `decidedAt`; its chat id. */
async function storedWin(winner: string, loser: string, decidedAt: number): Promise<string> {
  chatCounter += 1;
  const chatId = `${uniqueWord('medal')}${chatCounter}`;
  await admin()
    .doc(`debateResults/${chatId}`)
    .set({
      chatId,
      participant1Id: winner,
      participant2Id: loser,
      participant1Name: 'Winner',
      participant2Name: 'Loser Lou',
      winnerId: winner,
      winner: 'Winner',
      topic: `Topic ${chatCounter}`,
      participant1Stance: 'For',
      participant2Stance: 'Against',
      analysis: 'Clear evidence.',
      createdAt: Timestamp.fromMillis(decidedAt),
      outcomeApplied: false,
    });
  return chatId;
}

async function profileOf(uid: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`users/${uid}`).get()).data();
}

describe('medals on the profile and in the owner’s history', () => {
  test(`keeps the ${PUBLIC_MEDALS_MAX} newest public, without the phone, and every medal in the history`, async () => {
    const winner = await seedPerson(uniqueWord('win'), uniquePhone());
    const loserPhone = uniquePhone();
    const loser = await seedPerson(uniqueWord('lose'), loserPhone, { displayName: 'Lou' });
    const WINS = PUBLIC_MEDALS_MAX + 3;
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < WINS; i++) {
      const chatId = await storedWin(winner, loser, base + i * 60_000);
      await applyOutcome(admin(), chatId);
      // Delivered twice: nothing counts twice.
      await applyOutcome(admin(), chatId);
    }

    const profile = await profileOf(winner);
    expect(profile?.medalCount).toBe(WINS);
    expect(profile?.debateStats).toMatchObject({ wins: WINS, totalDebates: WINS });
    expect(profile?.medals).toHaveLength(PUBLIC_MEDALS_MAX);
    expect(profile?.medals[0]).toEqual({
      id: medalId(base + (WINS - 1) * 60_000, winner),
      topic: `Topic ${chatCounter}`,
      stance: 'For',
      wonAt: base + (WINS - 1) * 60_000,
      opponentName: 'Loser Lou',
    });
    expect(JSON.stringify(profile)).not.toContain(loserPhone.slice(1));
    const size = new TextEncoder().encode(JSON.stringify(profile)).length;
    console.log(
      `[limit] public medals on a profile after ${WINS} wins: ${profile?.medals.length}; profile ${size} bytes`,
    );

    const history = await admin()
      .collection(`users/${winner}/medals`)
      .orderBy('wonAt', 'desc')
      .get();
    expect(history.size).toBe(WINS);
    expect(history.docs[0]?.data()).toMatchObject({
      opponentPhone: loserPhone,
      opponentName: 'Loser Lou',
      aiAnalysis: 'Clear evidence.',
    });
  }, 120_000);

  test('moves the full medals a profile from before docs/decisions/0012-safety.md still holds into the history', async () => {
    const winner = uniqueWord('old');
    const oldMedal = {
      id: 'legacy-1',
      topic: 'Old topic',
      stance: 'For',
      wonAt: Date.UTC(2024, 0, 1),
      opponentPhone: '+15550007777',
      aiAnalysis: 'Old analysis.',
    };
    await seedPerson(winner, uniquePhone(), { medals: [oldMedal] });
    const loser = await seedPerson(uniqueWord('lose'), uniquePhone());
    await applyOutcome(admin(), await storedWin(winner, loser, Date.UTC(2025, 5, 1)));

    const profile = await profileOf(winner);
    expect(profile?.medalCount).toBe(2);
    expect(JSON.stringify(profile?.medals)).not.toContain('7777');
    expect((await admin().doc(`users/${winner}/medals/legacy-1`).get()).data()).toEqual(oldMedal);
    expect((await admin().collection(`users/${winner}/medals`).get()).size).toBe(2);
  });
});
