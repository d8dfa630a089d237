/**
 * The evaluation on the emulators, shared by its functions and abuse suites: debaters with
 * profiles, a running debate both agreed to evaluate (seeded with the Admin SDK), scripted
 * verdicts, evaluateDebate called over HTTP as any client would, and the judges pointed at
 * a scripted server with the emulator-only emulatorConfig/judges document.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { outcomeNotificationId } from '../../functions/src/evaluation/apply-outcome';
import { EMULATOR_JUDGES_DOC } from '../../functions/src/evaluation/judge-env';
import { LEGACY_PRIVATE_FIELDS } from '../../functions/src/users/legacy-profile';
import {
  seatedVerdict,
  startFakeJudgeServer,
  type FakeJudgeServer,
} from '../support/fake-judge-server';
import {
  admin,
  callFunction,
  phoneAccount,
  uniquePhone,
  waitFor,
  type Account as PhoneAccount,
  type CallResult,
} from './support';

export const MODELS = ['gpt-4', 'deepseek-chat', 'grok-3'] as const;
export const ALL_FAILED =
  'Multi-judge evaluation failed: All AI judges failed to evaluate the debate';

export interface Account extends PhoneAccount {
  name: string;
}

/** A phone account of the Auth emulator signed in over REST, with a profile. */
export async function account(name: string, phone = uniquePhone('+1557')): Promise<Account> {
  const signedIn = await phoneAccount(phone);
  await seedProfile(signedIn.uid, phone, name);
  return { ...signedIn, name };
}

export async function seedProfile(uid: string, phone: string, name: string) {
  await admin().doc(`users/${uid}`).set({
    uid,
    phoneNumber: phone,
    displayName: name,
    createdAt: Timestamp.now(),
    lastActive: Timestamp.now(),
  });
}

/**
 * Resolves once onUserWritten has given a seeded profile its generated name and moved its
 * phone and last-active time to the private account (functions/src/users/public-identity.ts):
 * the profile's last write that no test step makes. A test that compares a whole profile at
 * two moments waits for it first, or that write can land between them.
 */
export async function identitySettled(uid: string): Promise<void> {
  await waitFor(
    async () => (await admin().doc(`users/${uid}`).get()).data(),
    (profile) =>
      Boolean(profile?.fallbackName) && LEGACY_PRIVATE_FIELDS.every((key) => !(key in profile!)),
    `the profile of ${uid} to be settled by onUserWritten`,
  );
}

export function evaluate(who: Account | null, data: unknown): Promise<CallResult> {
  return callFunction('evaluateDebate', who?.idToken ?? null, data);
}

export async function errorOf(who: Account | null, data: unknown): Promise<string | undefined> {
  return (await evaluate(who, data)).body.error?.message;
}

/**
 * A seeded debate's arguments, in order: each side writes 2 messages and over 40 words, so
 * it is judged (shorter is 'No contest', src/domain/judging/no-contest.ts).
 */
export const DEBATE_ARGUMENTS: readonly ['creator' | 'acceptor', string][] = [
  [
    'creator',
    'Cars cause most urban air pollution, for example NO2 near schools, and the children who walk past those schools breathe it in every morning.',
  ],
  [
    'acceptor',
    'Buses and deliveries need roads anyway, so a ban changes little: the same lanes stay open and the same trucks idle at the same lights.',
  ],
  [
    'creator',
    'Cities that cut car traffic saw 20% fewer asthma admissions, because fewer engines idle near homes, and their buses ran faster on free lanes.',
  ],
  [
    'acceptor',
    'Those cities built new tram lines at the same time, so a car ban alone cannot take the credit for cleaner air or for faster buses.',
  ],
];

/** One side's seeded arguments, as the result stores them. */
export function argumentsOf(side: 'creator' | 'acceptor'): string[] {
  return DEBATE_ARGUMENTS.filter(([who]) => who === side).map(([, content]) => content);
}

let chatCounter = 0;
/** A running debate both have agreed to evaluate, with its messages, seeded directly. */
export async function seedDebate(
  creator: Account,
  acceptor: Account,
  options: { chat?: Record<string, unknown>; messages?: [Account | string, string][] } = {},
): Promise<string> {
  chatCounter += 1;
  const chatId = `eval${Date.now().toString(36)}${chatCounter}`;
  const ref = admin().doc(`chats/${chatId}`);
  await ref.set({
    participants: [creator.uid, acceptor.uid],
    participantDetails: {
      [creator.uid]: { phoneNumber: creator.phone },
      [acceptor.uid]: { phoneNumber: acceptor.phone },
    },
    isDebate: true,
    status: 'completed',
    createdAt: Timestamp.now(),
    debateTopic: 'Should cities ban private cars?',
    creatorStance: 'Yes, cities should ban private cars',
    debateTimeLimit: 15,
    debateStartTime: Timestamp.fromMillis(Date.now() - 600_000),
    debateEndTime: Timestamp.fromMillis(Date.now() + 300_000),
    debateStatus: 'in_progress',
    participantReadiness: { [creator.uid]: true, [acceptor.uid]: true },
    evaluationRequested: true,
    evaluationReadiness: { [creator.uid]: true, [acceptor.uid]: true },
    ...options.chat,
  });
  const messages =
    options.messages ??
    DEBATE_ARGUMENTS.map(([side, content]): [Account, string] => [
      side === 'creator' ? creator : acceptor,
      content,
    ]);
  const base = Date.now() - 60_000;
  await Promise.all(
    messages.map(([who, content], i) =>
      ref
        .collection('messages')
        .doc(`m${i}`)
        .set({
          senderId: typeof who === 'string' ? who : who.uid,
          senderPhone: typeof who === 'string' ? '+15550000000' : who.phone,
          content,
          chatId,
          timestamp: Timestamp.fromMillis(base + i * 1000),
        }),
    ),
  );
  return chatId;
}

/**
 * A scripted ballot for `winner` (a debater's name: matched back to them whatever seat the
 * blind prompt gave them), its stances written creator first and put in the prompt's order.
 */
export function verdict(winner: string, confidence: number, extra: Record<string, unknown> = {}) {
  return {
    respond: seatedVerdict({
      winner,
      analysis: `Analysis favouring ${winner}`,
      participant1Stance: 'Ban cars in cities',
      participant2Stance: 'Keep cars in cities',
      winnerReason: `${winner} used evidence`,
      loserReason: 'Answer the other side',
      confidence,
      ...extra,
    }),
  };
}

export async function data(path: string): Promise<DocumentData | undefined> {
  return (await admin().doc(path).get()).data();
}

export async function resultNotices(chatId: string, uids: string[]) {
  const found = await Promise.all(
    uids.map((uid) => data(`notifications/${outcomeNotificationId(chatId, uid)}`)),
  );
  return found.filter((n): n is DocumentData => n !== undefined);
}

/** Points the emulator's judges at the scripted server, with short time-outs by default. */
export async function pointJudgesAt(fake: FakeJudgeServer, overrides: Record<string, string> = {}) {
  await admin()
    .doc(EMULATOR_JUDGES_DOC)
    .set({
      JUDGE_BASE_URL: fake.baseURL,
      JUDGE_TIMEOUT_MS: '2000',
      JUDGE_MAX_RETRIES: '0',
      // One reading per judge, so a scripted answer is each judge's ballot; the order check
      // has its own suite (tests/functions/order-check.test.ts).
      JUDGE_ORDER_CHECK: 'off',
      ...overrides,
    });
}

/**
 * The scripted judge server of one test file: started and pointed at before its tests,
 * reset before each test, closed (and the emulator's judges unpointed) after them.
 */
export function useFakeJudges(): FakeJudgeServer {
  let server: FakeJudgeServer | undefined;
  const live = () => {
    if (!server) throw new Error('The fake judge server has not started yet');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeJudgeServer();
    await pointJudgesAt(server);
  });
  beforeEach(() => server?.reset());
  afterAll(async () => {
    await admin().doc(EMULATOR_JUDGES_DOC).delete();
    await server?.close();
  });
  return {
    get baseURL() {
      return live().baseURL;
    },
    get calls() {
      return live().calls;
    },
    callsFor: (model) => live().callsFor(model),
    script: (model, behaviour) => live().script(model, behaviour),
    scriptSeating: (model, seating, behaviour) => live().scriptSeating(model, seating, behaviour),
    hold: (model, behaviour) => live().hold(model, behaviour),
    reset: () => live().reset(),
    close: () => live().close(),
  };
}
