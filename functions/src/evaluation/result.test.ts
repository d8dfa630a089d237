import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { consensus } from '@/domain/judging/consensus';
import { MAX_MESSAGE_CHARS } from '@/domain/judging/prompt';
import { MAX_STORED_ARGUMENT_CHARS } from '@/domain/limits';
import type { JudgeJudgment } from '@/domain/model';
import {
  buildDebateResult,
  chatSummary,
  MAX_MODEL_CHARS,
  resultParticipant,
  stanceOrStated,
  storableEntry,
  winnerStance,
  type ResultInput,
} from './result';

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
      failure: 'error',
      demo: false,
      vote: undefined,
      ...{ durationMs: 12 },
    } as never);
    expect(entry).toEqual({
      judge: 'Judge Grok',
      model: 'grok-3',
      status: 'failed',
      error: 'The judge could not give a verdict.',
      demo: false,
    });
  });

  test("never stores a provider's own error: a failed judge reads as its kind of failure", () => {
    const failed = (failure?: 'timeout' | 'not-configured') =>
      storableEntry({
        judge: 'Judge GPT',
        model: 'gpt-4',
        status: 'failed',
        error:
          'OpenAI API error: 429 - {"error":{"message":"You exceeded your current quota, org-123"}}',
        ...(failure ? { failure } : {}),
      }).error;
    expect(failed('timeout')).toBe('The judge did not answer in time.');
    expect(failed('not-configured')).toBe('The judge is not configured.');
    expect(failed()).toBe('The judge could not give a verdict.');
    const success = storableEntry({
      judge: 'Judge GPT',
      model: 'm'.repeat(500),
      status: 'success',
    });
    expect(success).not.toHaveProperty('error');
    expect(success.model).toBe(`${'m'.repeat(MAX_MODEL_CHARS)} [...]`);
  });

  test('keeps each side’s arguments from both ends of a long debate, within the bound', () => {
    const long = Array.from({ length: 120 }, (_, i) => ({
      senderId: i % 2 ? 'bob' : 'alice',
      content: `${i} ${'w'.repeat(MAX_MESSAGE_CHARS + 100)}`,
    }));
    const result = buildDebateResult({
      chatId: 'c1',
      topic: 'Cats or dogs',
      participants,
      verdict: consensus([judgment('Alice')], participants),
      breakdown: [],
      messages: long,
      unreadMessages: 7,
    });
    const chars = (list: string[]) => list.reduce((sum, text) => sum + text.length, 0);
    // Each message is kept clipped: about 4,010 characters ('118 ' + 4,000 + ' [...]').
    const perSide = Math.floor(MAX_STORED_ARGUMENT_CHARS / 4_010);
    for (const side of [result.participant1Arguments, result.participant2Arguments]) {
      expect(chars(side)).toBeLessThanOrEqual(MAX_STORED_ARGUMENT_CHARS);
      expect(side).toHaveLength(perSide);
      for (const text of side) expect(text.endsWith(' [...]')).toBe(true);
    }
    expect(result.participant1Arguments[0]).toMatch(/^0 w/);
    expect(result.participant1Arguments.at(-1)).toMatch(/^118 w/);
    expect(result.participant2Arguments.at(-1)).toMatch(/^119 w/);
    expect(result.argumentsOmitted).toBe(120 - 2 * perSide + 7);
    expect(build([judgment('Alice')]).argumentsOmitted).toBe(0);
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
});
