import { describe, expect, it } from 'vitest';
import { readEvaluationRun } from './evaluation-run';

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
