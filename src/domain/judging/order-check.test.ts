import { describe, expect, test } from 'vitest';
import { parseJudgeScores } from './criteria';
import { emptyEvidence } from './evidence';
import { judgment } from './judging.fixtures';
import { combineReadings, orderCheckOn, orderCheckSummary, orderCheckText } from './order-check';

const quote = (messageId: string) => ({ text: `quote ${messageId}`, messageId, speakerId: 'a' });

describe('the order check', () => {
  test('a judge whose two readings agree keeps its vote, confidences averaged', () => {
    const { judgment: combined, orderSensitive } = combineReadings(
      judgment('Alice', 80),
      judgment('Alice', 61),
    );
    expect(orderSensitive).toBe(false);
    expect(combined).toMatchObject({ winner: 'Alice', confidence: 71 });
  });

  test('a judge whose readings name different winners votes Draw, flagged order-sensitive', () => {
    const { judgment: combined, orderSensitive } = combineReadings(
      judgment('Alice', 90),
      judgment('Bob', 70),
    );
    expect(orderSensitive).toBe(true);
    expect(combined).toMatchObject({ winner: 'Draw', confidence: 80 });
    // The first reading's texts are the ballot's.
    expect(combined.analysis).toBe('Judge GPT analysis');
  });

  test('scores are the two readings’ mean; quotes and turning points fill from the second', () => {
    const first = {
      ...judgment('Alice', 80),
      scores: parseJudgeScores({ participant1: { evidence: 8, logic: 3 }, participant2: {} }),
      evidence: {
        ...emptyEvidence(),
        participant1: { ...emptyEvidence().participant1, evidence: [quote('m1')] },
      },
      turningPoints: [{ quote: quote('m1'), why: 'first' }],
      quotesNotFound: 1,
    };
    const second = {
      ...judgment('Alice', 80),
      scores: parseJudgeScores({
        participant1: { evidence: 5, logic: null },
        participant2: { overall: 4 },
      }),
      evidence: {
        ...emptyEvidence(),
        participant1: {
          ...emptyEvidence().participant1,
          evidence: [quote('m1'), quote('m3')],
          logic: [quote('m2')],
        },
      },
      turningPoints: [
        { quote: quote('m1'), why: 'again' },
        { quote: quote('m4'), why: 'second' },
      ],
      quotesNotFound: 2,
    };
    const { judgment: combined } = combineReadings(first, second);
    expect(combined.scores?.participant1).toMatchObject({ evidence: 7, logic: 3, clarity: null });
    expect(combined.scores?.participant2.overall).toBe(4);
    expect(combined.evidence?.participant1.evidence.map((q) => q.messageId)).toEqual(['m1', 'm3']);
    expect(combined.evidence?.participant1.logic.map((q) => q.messageId)).toEqual(['m2']);
    expect(combined.turningPoints?.map((t) => t.why)).toEqual(['first', 'second']);
    expect(combined.quotesNotFound).toBe(3);
  });

  test("'Order-checked: 3 of 3 judges consistent', counted over judges that read twice", () => {
    const summary = orderCheckSummary([
      { status: 'success', readings: 2 },
      { status: 'success', readings: 2, orderSensitive: true },
      { status: 'success', readings: 1 },
      { status: 'failed' },
    ]);
    expect(summary).toEqual({ checked: 2, consistent: 1 });
    expect(orderCheckText({ checked: 3, consistent: 3 })).toBe(
      'Order-checked: 3 of 3 judges consistent',
    );
    expect(orderCheckSummary([{ status: 'success' }])).toBeNull();
  });

  test('JUDGE_ORDER_CHECK=off turns it off; anything else leaves it on', () => {
    expect(orderCheckOn('off')).toBe(false);
    expect(orderCheckOn(' OFF ')).toBe(false);
    expect(orderCheckOn(undefined)).toBe(true);
    expect(orderCheckOn('on')).toBe(true);
  });
});
