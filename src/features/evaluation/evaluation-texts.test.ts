import { describe, expect, test } from 'vitest';
import { evaluationFailureText, tooShortText } from './evaluation-texts';

describe('evaluation texts', () => {
  test('the failure sentence of SPEC §8', () => {
    expect(evaluationFailureText('boom')).toBe('Failed to evaluate debate: boom');
  });

  test('too short to judge: what each side still has to write, in the singular where it is one', () => {
    const enough = { messages: 2, words: 40 };
    expect(tooShortText(enough, enough)).toBeNull();
    expect(tooShortText(enough, { messages: 5, words: 40 })).toBeNull();
    const rule =
      'Too short for the judges so far: each side needs at least 2 messages and 40 words.';
    const end = 'Ended like this, it is a no contest: nobody wins or loses.';
    expect(tooShortText({ messages: 1, words: 39 }, enough)).toBe(
      `${rule} You need 1 more message and 1 more word; your opponent has written enough. ${end}`,
    );
    expect(tooShortText(enough, { messages: 0, words: 0 })).toBe(
      `${rule} You have written enough; your opponent needs 2 more messages and 40 more words. ${end}`,
    );
    expect(tooShortText({ messages: 3, words: 12 }, { messages: 1, words: 40 })).toBe(
      `${rule} You need 28 more words; your opponent needs 1 more message. ${end}`,
    );
  });
});
