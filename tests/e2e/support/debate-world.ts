/**
 * Debates seeded with the Admin SDK as the app's functions leave them, for the e2e specs
 * whose point is what comes after (readiness, the evaluation and the request flow have
 * their own specs).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { seedMessage, type Phone } from './two-phones';

/** A topic no earlier run has used. */
export function uniqueTopic(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * A debate chat of the two as acceptDebateRequest creates it (15 minutes, nobody ready, no
 * evaluation asked for), with `fields` on top; returns its id.
 */
export async function seedDebateChat(
  creator: Phone,
  acceptor: Phone,
  fields: DocumentData,
): Promise<string> {
  const ref = adminDb().collection('chats').doc();
  await ref.set({
    participants: [creator.uid, acceptor.uid],
    participantDetails: {
      [creator.uid]: { phoneNumber: creator.phone.e164 },
      [acceptor.uid]: { phoneNumber: acceptor.phone.e164 },
    },
    isDebate: true,
    status: 'active',
    debateTimeLimit: 15,
    debateStartTime: null,
    debateEndTime: null,
    debateStatus: 'waiting_to_start',
    participantReadiness: { [creator.uid]: false, [acceptor.uid]: false },
    evaluationReadiness: { [creator.uid]: false, [acceptor.uid]: false },
    evaluationRequested: false,
    ...fields,
  });
  return ref.id;
}

/**
 * A running debate of one short message a side (too short for the judges: 2 messages and 40
 * words a side), 14 minutes left, with `evaluation` on top (who asked, who agreed); its id.
 */
export async function seedTooShortDebate(
  creator: Phone,
  acceptor: Phone,
  evaluation: DocumentData,
): Promise<string> {
  const now = Date.now();
  const chatId = await seedDebateChat(creator, acceptor, {
    debateTopic: 'Is tea better than coffee?',
    creatorStance: 'Tea is better',
    debateStatus: 'in_progress',
    createdAt: Timestamp.fromMillis(now - 120_000),
    debateStartTime: Timestamp.fromMillis(now - 60_000),
    debateEndTime: Timestamp.fromMillis(now + 840_000),
    lastMessage: 'Coffee wakes you up.',
    lastMessageTime: Timestamp.fromMillis(now - 20_000),
    participantReadiness: { [creator.uid]: true, [acceptor.uid]: true },
    ...evaluation,
  });
  await seedMessage(chatId, creator, 'm0', 'Tea has less caffeine and more variety.', now - 30_000);
  await seedMessage(chatId, acceptor, 'm1', 'Coffee wakes you up.', now - 20_000);
  return chatId;
}

/** Both are ready: the debate starts now and runs `minutes`, as setDebateReadiness leaves it. */
export async function startDebate(chatId: string, a: Phone, b: Phone, minutes = 15) {
  const now = Date.now();
  await adminDb()
    .doc(`chats/${chatId}`)
    .update({
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.fromMillis(now),
      debateEndTime: Timestamp.fromMillis(now + minutes * 60_000),
      participantReadiness: { [a.uid]: true, [b.uid]: true },
    });
}

/** The creator's arguments: evidence, rebuttal and a conclusion the judges reward. */
export const STRONG = [
  'Private cars cause most urban air pollution: according to the EU environment agency, road traffic produces 39% of NO2 in cities, for example near schools.',
  'You said buses need roads anyway, but that ignores the data: a bus carries 40 people in the space of 3 cars, because road space per person is what causes congestion.',
  'Consequently, cities such as Oslo and Ghent that cut car traffic saw 20% fewer asthma admissions and faster buses, therefore a ban pays for itself.',
];
/**
 * The acceptor's: no evidence and no answer to the other side, yet over the 40 words a side
 * needs to be judged at all (src/domain/judging/no-contest.ts).
 */
export const WEAK = [
  'Cars are fine and most people in my town drive to work every day without any trouble at all. Banning them sounds like a lot of fuss over nothing much.',
  'I like driving, and a lot of my friends like driving too. It feels free and it is nice to have music on the way.',
];

/**
 * A debate on private cars, running for 2 of its 15 minutes, with the creator's STRONG and
 * the acceptor's WEAK arguments in turn (10 s apart), and `fields` on top; returns its id.
 */
export async function seedArguedDebate(
  creator: Phone,
  acceptor: Phone,
  fields: DocumentData = {},
): Promise<string> {
  const now = Date.now();
  const chatId = await seedDebateChat(creator, acceptor, {
    createdAt: Timestamp.fromMillis(now - 300_000),
    debateTopic: 'Should cities ban private cars?',
    creatorStance: 'Yes: cities should ban private cars',
    debateStartTime: Timestamp.fromMillis(now - 120_000),
    debateEndTime: Timestamp.fromMillis(now + 780_000),
    debateStatus: 'in_progress',
    participantReadiness: { [creator.uid]: true, [acceptor.uid]: true },
    lastMessage: WEAK.at(-1),
    lastMessageTime: Timestamp.fromMillis(now - 10_000),
    ...fields,
  });
  const turns = [STRONG[0], WEAK[0], STRONG[1], WEAK[1], STRONG[2]] as string[];
  await Promise.all(
    turns.map((content, i) =>
      seedMessage(
        chatId,
        i % 2 === 0 ? creator : acceptor,
        `seed${i}`,
        content,
        now - 100_000 + i * 10_000,
      ),
    ),
  );
  return chatId;
}
