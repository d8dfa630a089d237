import { describe, expect, test } from 'vitest';
import { shouldCompleteOnAgreement } from './agreement';
import { chat } from './evaluation.fixtures';

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
