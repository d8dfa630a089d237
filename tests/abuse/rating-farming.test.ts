/**
 * Rating farming (docs/ratings.md "Rating farming"): two accounts trade debates to move one
 * rating, run as they would, through the real evaluation (evaluateDebate as the plain
 * client SDK calls it, the scripted judges always naming the farmer). After 3 rated results
 * between the same pair in 24 hours, further results between them move no rating, and the
 * result says so; a debate with someone else is rated as ever; the pair cannot read or reset
 * its count (the rules matrix covers ratingPairs/{pair}). Prints the figure.
 */
import { deleteDoc, doc, getDoc } from 'firebase/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { RATED_MEETINGS_PER_PAIR } from '@/domain/limits';
import { ratingMoveText, readGlicko } from '@/domain/rating';
import { ratingPairId } from '@/domain/rating-pairs';
import { readRatingMove } from '@/domain/documents/rating-change';
import { uniquePhone } from '../functions/support';
import {
  MODELS,
  data,
  seedDebate,
  seedProfile,
  verdict,
  type Account,
  useFakeJudges,
} from '../functions/evaluation-support';
import { attempt, signInAttacker, type Attacker } from './attacker';

const fake = useFakeJudges();
const attackers: Attacker[] = [];

async function debater(name: string): Promise<Attacker & Account> {
  const phone = uniquePhone('+1559');
  const attacker = await signInAttacker(phone);
  attackers.push(attacker);
  await seedProfile(attacker.uid, phone, name);
  return { ...attacker, name };
}

afterAll(async () => {
  await Promise.all(attackers.map((a) => a.close()));
});

/** One debate between them, evaluated on the farmer's call; the judges name `winner`. */
async function farmedDebate(farmer: Attacker & Account, feeder: Account, winner: string) {
  for (const model of MODELS) fake.script(model, verdict(winner, 90));
  const chatId = await seedDebate(farmer, feeder);
  const outcome = await farmer.call('evaluateDebate', { chatId });
  expect(outcome.ok).toBe(true);
  return chatId;
}

/**
 * The rating as the app reads it: a profile the functions have not rated yet (the test's
 * seeded one may land after the sign-in trigger's) is at the start.
 */
async function rating(uid: string): Promise<number> {
  return readGlicko(await data(`users/${uid}`)).rating;
}

describe('rating farming', () => {
  test('after 3 rated results in a day between the same pair, further results move no rating', async () => {
    const farmer = await debater('Farmer');
    const feeder = await debater('Feeder');
    const ratings = [await rating(farmer.uid)];
    const chats: string[] = [];
    for (let debate = 0; debate < 5; debate++) {
      chats.push(await farmedDebate(farmer, feeder, 'Farmer'));
      ratings.push(await rating(farmer.uid));
    }
    const moved = ratings.slice(1).filter((r, i) => r !== ratings[i]).length;
    expect(moved).toBe(RATED_MEETINGS_PER_PAIR.limit);
    expect(ratings[4]).toBe(ratings[3]);
    expect(ratings[5]).toBe(ratings[3]);
    expect(ratings[3]).toBeGreaterThan(ratings[0]!);

    // Results 4 and 5 were judged and counted, and each side's result says why it is unrated.
    for (const chatId of chats.slice(3)) {
      expect((await data(`debateResults/${chatId}`))?.winnerId).toBe(farmer.uid);
      for (const who of [farmer, feeder]) {
        const record = await getDoc(doc(who.db, 'users', who.uid, 'ratingHistory', chatId));
        const move = readRatingMove(record.data());
        expect(move).toMatchObject({ change: 0, unrated: 'pair-limit' });
        expect(ratingMoveText(move!)).toBe("Unrated: you've met 3 times today");
      }
    }
    expect((await data(`users/${farmer.uid}`))?.debateStats).toMatchObject({ wins: 5 });

    // The pair cannot read or clear its count.
    const pair = ratingPairId(farmer.uid, feeder.uid);
    const reads = await attempt(() => getDoc(doc(farmer.db, 'ratingPairs', pair)));
    const resets = await attempt(() => deleteDoc(doc(farmer.db, 'ratingPairs', pair)));
    expect([reads.ok, resets.ok]).toEqual([false, false]);

    // Someone else is another pair: rated as ever.
    const stranger = await debater('Stranger');
    const before = await rating(farmer.uid);
    await farmedDebate(farmer, stranger, 'Farmer');
    expect(await rating(farmer.uid)).not.toBe(before);

    console.log(
      `[limit] rated results between the same pair in 24 hours: ${moved} of 5 (results 4 and 5 moved no rating; the result says "${RATED_MEETINGS_PER_PAIR.message}"); a different pair: rated`,
    );
  }, 300_000);
});
