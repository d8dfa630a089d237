import { describe, expect, test } from 'vitest';
import { MAX_MESSAGE_CHARS } from '@/domain/judging/prompt';
import { MAX_RESULT_BYTES } from '@/domain/limits';
import { documentBytes, valueBytes, worstCaseResultBytes } from './result-size';
import type { ResultInput } from './result';

const participants: ResultInput['participants'] = [
  { id: 'alice', displayName: 'Alice', phoneNumber: '+15550001' },
  { id: 'bob', displayName: 'Bob', phoneNumber: '+15550002' },
];

describe('Firestore sizes', () => {
  test('counts strings as UTF-8 plus one, maps with their keys, and the document name', () => {
    expect(valueBytes('abc')).toBe(4);
    expect(valueBytes('é')).toBe(3);
    expect(valueBytes(['a', 1, true, null])).toBe(2 + 8 + 1 + 1);
    expect(valueBytes({ ab: 'c' })).toBe(3 + 2);
    expect(documentBytes('debateResults/c1', { ab: 'c' })).toBe(16 + 14 + 3 + 5 + 32);
  });
});

describe('worstCaseResultBytes: a result always fits one document', () => {
  test('a debate of any length, in the costliest characters, stays under the limit', () => {
    // 2 MiB and more of 3-byte characters from each side: far past what a result keeps.
    const messages = Array.from({ length: 600 }, (_, i) => ({
      senderId: i % 2 ? 'bob' : 'alice',
      content: '中'.repeat(MAX_MESSAGE_CHARS),
    }));
    const bytes = worstCaseResultBytes({
      chatId: 'c1',
      topic: '話'.repeat(200),
      participants,
      creatorStance: '立'.repeat(1000),
      messages,
    });
    console.log(`[size] worst-case result of a 600-message, 7 MB debate: ${bytes} bytes`);
    expect(bytes).toBeLessThanOrEqual(MAX_RESULT_BYTES);
    expect(MAX_RESULT_BYTES).toBeLessThan(1_048_576);
  });

  test('grows with what it keeps, so an oversized topic would be caught before the judges', () => {
    const small = worstCaseResultBytes({ chatId: 'c', topic: 't', participants, messages: [] });
    const huge = worstCaseResultBytes({
      chatId: 'c',
      topic: 'x'.repeat(MAX_RESULT_BYTES),
      participants,
      messages: [],
    });
    expect(small).toBeGreaterThan(3 * 6_000 * 4);
    expect(huge).toBeGreaterThan(MAX_RESULT_BYTES);
  });
});
