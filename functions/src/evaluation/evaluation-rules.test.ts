import { describe, expect, test } from 'vitest';
import {
  EVALUATION_LEASE_MS,
  buildDebateResult,
  chatRefusal,
  chatSummary,
  claimState,
  messagesRefusal,
  multiJudgeFailure,
  resultParticipant,
  shouldCompleteOnAgreement,
  stanceOrStated,
  storableEntry,
  winnerStance,
  type ChatDocument,
  type ResultInput,
} from './evaluation-rules';
import { withOverrides } from './judge-env';
import { consensus } from '@/domain/judging';
import type { JudgeJudgment } from '@/domain/model';
import { fallbackDisplayName } from '@/domain/fallback-name';

function chat(fields: ChatDocument = {}): ChatDocument {
  return {
    participants: ['alice', 'bob'],
    isDebate: true,
    debateTopic: 'Cats or dogs',
    debateStatus: 'in_progress',
    status: 'active',
    evaluationRequested: true,
    evaluationReadiness: { alice: true, bob: true },
    ...fields,
  };
}

const message = (error: ReturnType<typeof chatRefusal>) => error?.message;

describe('chatRefusal: who may evaluate which chat (SPEC §5)', () => {
  test('lets a participant of an agreed debate through', () => {
    expect(chatRefusal(chat(), 'alice', { resultExists: false })).toBeNull();
  });

  test('refuses a missing chat, an outsider, a non-debate and a debate without topic', () => {
    expect(chatRefusal(undefined, 'alice', { resultExists: false })).toEqual({
      code: 'not-found',
      message: 'Chat not found',
    });
    expect(message(chatRefusal(chat(), 'mallory', { resultExists: false }))).toBe(
      'You are not a participant in this debate',
    );
    expect(message(chatRefusal(chat({ isDebate: false }), 'alice', { resultExists: false }))).toBe(
      'Invalid debate chat',
    );
    expect(message(chatRefusal(chat({ debateTopic: ' ' }), 'alice', { resultExists: false }))).toBe(
      'Invalid debate chat',
    );
    expect(
      message(chatRefusal(chat({ participants: ['alice'] }), 'alice', { resultExists: false })),
    ).toBe('Invalid debate chat');
  });

  test('refuses before a request, then until everyone agreed, in that order', () => {
    expect(
      message(
        chatRefusal(chat({ evaluationRequested: false, evaluationReadiness: {} }), 'bob', {
          resultExists: false,
        }),
      ),
    ).toBe('Evaluation must be requested by participants first');
    expect(
      message(
        chatRefusal(chat({ evaluationReadiness: { alice: true, bob: false } }), 'bob', {
          resultExists: false,
        }),
      ),
    ).toBe('All participants must agree to evaluation');
    expect(
      message(chatRefusal(chat({ evaluationReadiness: null }), 'bob', { resultExists: false })),
    ).toBe('All participants must agree to evaluation');
  });

  test('a decided debate is no refusal: the caller gets the stored result', () => {
    expect(
      chatRefusal(chat({ evaluationRequested: false }), 'alice', { resultExists: true }),
    ).toBeNull();
  });
});

describe('messagesRefusal', () => {
  test("'No messages found to evaluate' for none, 'No messages to evaluate' for none that count", () => {
    expect(messagesRefusal([], ['alice', 'bob'])?.message).toBe('No messages found to evaluate');
    expect(
      messagesRefusal(
        [
          { senderId: 'carol', content: 'hi' },
          { senderId: 'alice', content: '  ' },
        ],
        ['alice', 'bob'],
      )?.message,
    ).toBe('No messages to evaluate');
    expect(messagesRefusal([{ senderId: 'bob', content: 'A point' }], ['alice', 'bob'])).toBeNull();
  });
});

describe('claimState: one run at a time, a dead run taken over', () => {
  test('free without a claim, running within the lease, stale after it', () => {
    const now = 1_800_000_000_000;
    expect(claimState(null, now)).toBe('free');
    expect(claimState({ id: 'c', at: now - 10_000 }, now)).toBe('running');
    expect(claimState({ id: 'c', at: now - EVALUATION_LEASE_MS }, now)).toBe('running');
    expect(claimState({ id: 'c', at: now - EVALUATION_LEASE_MS - 1 }, now)).toBe('stale');
  });

  test('the lease outlives the function, so a live run is never taken over', () => {
    expect(EVALUATION_LEASE_MS).toBeGreaterThan(300_000);
  });
});

describe('shouldCompleteOnAgreement', () => {
  test('a running debate all agreed to, not completed and not judged', () => {
    expect(shouldCompleteOnAgreement(chat())).toBe(true);
    expect(shouldCompleteOnAgreement(chat({ status: 'completed' }))).toBe(false);
    expect(shouldCompleteOnAgreement(chat({ evaluationReadiness: { alice: true } }))).toBe(false);
    expect(shouldCompleteOnAgreement(chat({ debateStatus: 'waiting_to_start' }))).toBe(false);
    expect(shouldCompleteOnAgreement(chat({ evaluationRequested: false }))).toBe(false);
    expect(shouldCompleteOnAgreement(chat({ debateResult: { winner: 'Draw' } }))).toBe(false);
    expect(shouldCompleteOnAgreement(chat({ isDebate: false }))).toBe(false);
    expect(shouldCompleteOnAgreement(undefined)).toBe(false);
  });
});

describe('the result', () => {
  const participants: ResultInput['participants'] = [
    { id: 'alice', displayName: 'Alice', phoneNumber: '+15550001' },
    { id: 'bob', displayName: 'Bob', phoneNumber: '+15550002' },
  ];
  const judgment = (winner: string, extra: Partial<JudgeJudgment> = {}): JudgeJudgment => ({
    winner,
    analysis: `For ${winner}`,
    participant1Stance: 'Cats',
    participant2Stance: 'Dogs',
    winnerReason: `${winner} did well`,
    loserReason: 'Improve',
    judge: 'Judge GPT',
    confidence: 70,
    ...extra,
  });
  const messages = [
    { senderId: 'alice', content: 'Cats are clean' },
    { senderId: 'bob', content: 'Dogs are loyal' },
    { senderId: 'alice', content: 'Cats are quiet' },
  ];

  function build(judgments: JudgeJudgment[], creatorStance?: string) {
    return buildDebateResult({
      chatId: 'c1',
      topic: 'Cats or dogs',
      participants,
      ...(creatorStance ? { creatorStance } : {}),
      verdict: consensus(judgments, participants),
      breakdown: [{ judge: 'Judge GPT', model: 'gpt-4', status: 'success', vote: 'Alice' }],
      messages,
    });
  }

  test('names the winner by display name and id, and splits the arguments by side', () => {
    const result = build([judgment('Alice'), judgment('Bob'), judgment('Alice')]);
    expect(result).toMatchObject({
      id: 'c1',
      chatId: 'c1',
      participant1Id: 'alice',
      participant2Id: 'bob',
      participant1Name: 'Alice',
      participant2Name: 'Bob',
      winner: 'Alice',
      winnerId: 'alice',
      participant1Arguments: ['Cats are clean', 'Cats are quiet'],
      participant2Arguments: ['Dogs are loyal'],
      winnerReason: 'Alice did well',
      outcomeApplied: false,
    });
    expect(result.votingSummary.votes).toEqual({ Alice: 2, Bob: 1, Draw: 0 });
    expect(winnerStance(result)).toBe('Cats');
    expect(chatSummary(result)).toEqual({
      winner: 'Alice',
      analysis: result.analysis,
      winnerReason: 'Alice did well',
      loserReason: 'Improve',
      participant1Id: 'alice',
      participant2Id: 'bob',
    });
  });

  test("a draw is 'Draw' with no winner id", () => {
    const result = build([judgment('Draw')]);
    expect(result).toMatchObject({ winner: 'Draw', winnerId: null });
  });

  test("the winner's stance is participant 2's when participant 2 wins", () => {
    expect(winnerStance(build([judgment('Bob')]))).toBe('Dogs');
  });

  test("participant 1's stance falls back to the creator's when the judges could not tell", () => {
    const untold = judgment('Alice', { participant1Stance: 'Position not clearly identified' });
    expect(build([untold], 'Cats rule').participant1Stance).toBe('Cats rule');
    const unparsed = judgment('Draw', { participant1Stance: 'Could not parse stance' });
    expect(build([unparsed], 'Cats rule').participant1Stance).toBe('Cats rule');
    expect(build([untold]).participant1Stance).toBe('Position not clearly identified');
    expect(stanceOrStated('Cats', 'Cats rule')).toBe('Cats');
  });

  test('stores breakdown entries without undefined fields or timings', () => {
    const entry = storableEntry({
      judge: 'Judge Grok',
      model: 'grok-3',
      status: 'failed',
      error: 'xAI API error: 500 - boom',
      demo: false,
      vote: undefined,
      ...{ durationMs: 12 },
    } as never);
    expect(entry).toEqual({
      judge: 'Judge Grok',
      model: 'grok-3',
      status: 'failed',
      error: 'xAI API error: 500 - boom',
      demo: false,
    });
  });

  test('participants are named by profile, then the chat copy, then the fallback name', () => {
    expect(resultParticipant('a', 0, { displayName: ' Ann ', phoneNumber: '+1555' }, {})).toEqual({
      id: 'a',
      displayName: 'Ann',
      phoneNumber: '+1555',
    });
    expect(
      resultParticipant('a', 0, undefined, { displayName: 'Chat Ann', phoneNumber: '+1555' })
        .displayName,
    ).toBe('Chat Ann');
    expect(resultParticipant('a', 0, { phoneNumber: '+15551234567' }, undefined).displayName).toBe(
      fallbackDisplayName('+15551234567'),
    );
    expect(resultParticipant('b', 1, undefined, undefined).displayName).toBe('Participant 2');
  });

  test('the error wording of SPEC §8', () => {
    expect(multiJudgeFailure('All AI judges failed to evaluate the debate')).toBe(
      'Multi-judge evaluation failed: All AI judges failed to evaluate the debate',
    );
  });
});

describe('judge settings override (emulator only)', () => {
  test('takes only the judge settings and drops provider keys', () => {
    const env = { OPENAI_API_KEY: 'sk-real', JUDGE_BASE_URL: 'http://a/v1', PATH: '/bin' };
    expect(
      withOverrides(env, {
        JUDGE_BASE_URL: 'http://fake/v1',
        JUDGE_TIMEOUT_MS: '2000',
        OPENAI_BASE_URL: 'http://evil',
        JUDGE_MAX_RETRIES: 0,
      }),
    ).toEqual({
      OPENAI_API_KEY: '',
      DEEPSEEK_API_KEY: '',
      XAI_API_KEY: '',
      JUDGE_BASE_URL: 'http://fake/v1',
      JUDGE_TIMEOUT_MS: '2000',
      PATH: '/bin',
    });
    expect(withOverrides(env, {})).toBe(env);
  });
});
