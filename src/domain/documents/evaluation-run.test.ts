import { describe, expect, it } from 'vitest';
import { readEvaluationRun, readEvaluationState } from './evaluation-run';

const at = (ms: number) => ({ toMillis: () => ms });
const none = { claim: null, failure: null, attempts: 0 };

describe('readEvaluationRun', () => {
  it('reads no chat, or a chat that never ran one, as no run', () => {
    expect(readEvaluationRun(undefined)).toEqual(none);
    expect(readEvaluationRun('chat')).toEqual(none);
    expect(readEvaluationRun({})).toEqual(none);
  });

  it('reads a claim by its id, with no time as 0', () => {
    expect(readEvaluationRun({ evaluationClaim: { id: 'r1', at: at(5) } }).claim).toEqual({
      id: 'r1',
      at: 5,
    });
    expect(readEvaluationRun({ evaluationClaim: { id: 'r1' } }).claim).toEqual({ id: 'r1', at: 0 });
    expect(readEvaluationRun({ evaluationClaim: { id: 1, at: at(5) } }).claim).toBeNull();
    expect(readEvaluationRun({ evaluationClaim: ['r1'] }).claim).toBeNull();
  });

  it('reads a failure only with a text message, and its claim only when text', () => {
    expect(
      readEvaluationRun({ evaluationError: { message: 'Failed', claimId: 'r1' } }).failure,
    ).toEqual({ message: 'Failed', claimId: 'r1' });
    expect(
      readEvaluationRun({ evaluationError: { message: 'Failed', claimId: 2 } }).failure,
    ).toEqual({ message: 'Failed' });
    expect(readEvaluationRun({ evaluationError: { message: 3 } }).failure).toBeNull();
    expect(readEvaluationRun({ evaluationError: 'Failed' }).failure).toBeNull();
  });

  it('counts the attempts only as a positive whole number', () => {
    expect(readEvaluationRun({ evaluationAttempts: 2 }).attempts).toBe(2);
    for (const attempts of ['3', 1.5, -1, 0, Number.NaN, null]) {
      expect(readEvaluationRun({ evaluationAttempts: attempts }).attempts).toBe(0);
    }
  });
});

describe('readEvaluationState', () => {
  const waiting = { gpt: 'waiting', deepseek: 'waiting', grok: 'waiting' };

  it('reads no chat, or one never evaluated, as nothing under way', () => {
    const idle = {
      inProgress: false,
      progress: null,
      stage: null,
      judges: waiting,
      failure: null,
      verdict: null,
      noContest: false,
    };
    expect(readEvaluationState(undefined)).toEqual(idle);
    expect(readEvaluationState({})).toEqual(idle);
  });

  it('reads a run under way: its progress, stage and each judge', () => {
    expect(
      readEvaluationState({
        evaluationInProgress: true,
        evaluationProgress: 40,
        evaluationStage: 'Judges reading',
        evaluationJudges: { gpt: 'done', deepseek: 'failed', grok: 'thinking' },
      }),
    ).toMatchObject({
      inProgress: true,
      progress: 40,
      stage: 'Judges reading',
      judges: { gpt: 'done', deepseek: 'failed', grok: 'waiting' },
    });
    expect(
      readEvaluationState({
        evaluationInProgress: 'yes',
        evaluationProgress: '40',
        evaluationStage: 3,
        evaluationJudges: ['done'],
      }),
    ).toMatchObject({ inProgress: false, progress: null, stage: null, judges: waiting });
  });

  it("reads the verdict from the chat's winner, else its result summary's", () => {
    expect(readEvaluationState({ winner: 'Ann', winnerId: 'a' }).verdict).toEqual({
      winner: 'Ann',
      winnerId: 'a',
    });
    expect(readEvaluationState({ debateResult: { winner: 'Draw' }, winnerId: 7 }).verdict).toEqual({
      winner: 'Draw',
      winnerId: null,
    });
    expect(readEvaluationState({ winner: 3, debateResult: 'Ann' }).verdict).toBeNull();
  });

  it('reads the last failure, and a debate ended without judges', () => {
    expect(
      readEvaluationState({ evaluationError: { message: 'Multi-judge evaluation failed' } }),
    ).toMatchObject({ failure: 'Multi-judge evaluation failed' });
    expect(readEvaluationState({ noContest: true }).noContest).toBe(true);
    expect(readEvaluationState({ noContest: 'true' }).noContest).toBe(false);
  });
});
