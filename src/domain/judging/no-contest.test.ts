import { describe, expect, test } from 'vitest';
import { countWords, isNoContest, NO_CONTEST_TEXT, sidesWriting } from './no-contest';

const twenty = (word: string) => Array(20).fill(word).join(' ');
const pair = ['a', 'b'];

describe('No contest', () => {
  test('a debate where both sides wrote 2 messages and 40 words is judged', () => {
    const messages = [
      { senderId: 'a', content: twenty('cars') },
      { senderId: 'b', content: twenty('buses') },
      { senderId: 'a', content: twenty('air') },
      { senderId: 'b', content: twenty('roads') },
    ];
    expect(isNoContest(messages, pair)).toBe(false);
  });

  test('one message from a side is no contest, however long', () => {
    const messages = [
      { senderId: 'a', content: twenty('cars') },
      { senderId: 'b', content: `${twenty('buses')} ${twenty('roads')} ${twenty('trams')}` },
      { senderId: 'a', content: twenty('air') },
    ];
    expect(isNoContest(messages, pair)).toBe(true);
  });

  test('39 words from a side is no contest, in any number of messages', () => {
    const messages = [
      { senderId: 'a', content: twenty('cars') },
      { senderId: 'a', content: twenty('air') },
      { senderId: 'b', content: twenty('buses') },
      { senderId: 'b', content: Array(19).fill('roads').join(' ') },
    ];
    expect(isNoContest(messages, pair)).toBe(true);
  });

  test('blank messages and others’ messages do not count for a side', () => {
    const messages = [
      { senderId: 'a', content: `${twenty('cars')} ${twenty('air')}` },
      { senderId: 'a', content: '   ' },
      { senderId: 'c', content: twenty('spectator') },
      { senderId: 'b', content: twenty('buses') },
      { senderId: 'b', content: twenty('roads') },
    ];
    expect(sidesWriting(messages, pair)).toEqual([
      { messages: 1, words: 40 },
      { messages: 2, words: 40 },
    ]);
    expect(isNoContest(messages, pair)).toBe(true);
  });

  test('counts Unicode words (numbers too, punctuation not), and stops once it has enough', () => {
    expect(countWords('Cars, in 2024, caused 39% of NO2!')).toBe(7);
    expect(countWords('汽车污染空气')).toBeGreaterThan(1);
    expect(countWords(twenty('cars'), 5)).toBe(5);
  });

  test('the banner says it in the issue’s words', () => {
    expect(NO_CONTEST_TEXT).toBe('No contest: both sides need at least 2 messages');
  });
});
