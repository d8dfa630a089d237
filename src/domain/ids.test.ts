import { describe, expect, test } from 'vitest';
import {
  createMessageIdGenerator,
  directChatId,
  isDocumentId,
  isOthersPairChatId,
  newMessageId,
} from './ids';

const T = Date.UTC(2025, 8, 11, 12);

function expectAscending(made: readonly string[]): void {
  for (let i = 1; i < made.length; i += 1) {
    if (!(made[i - 1]! < made[i]!)) {
      throw new Error(`out of order at ${i}: ${made[i - 1]} then ${made[i]}`);
    }
  }
}

describe('newMessageId', () => {
  test('makes ids of 21 characters of [0-9a-z], valid as Firestore document ids', () => {
    const id = newMessageId(T);
    expect(id).toMatch(/^[0-9a-z]{21}$/);
    expect(id.length).toBeLessThanOrEqual(40);
  });

  test('sorts 10,000 ids made in the same millisecond in creation order, all distinct', () => {
    const next = createMessageIdGenerator();
    const made = Array.from({ length: 10_000 }, () => next(T));
    expect(new Set(made).size).toBe(10_000);
    expectAscending(made);
  });

  test('keeps order when the clock goes back', () => {
    const next = createMessageIdGenerator();
    const first = next(T);
    const second = next(T - 60_000);
    const third = next(T - 60_000);
    expectAscending([first, second, third]);
  });

  test('sorts ids of later milliseconds after earlier ones', () => {
    const next = createMessageIdGenerator();
    const a = next(T);
    const b = next(T + 1);
    const c = next(T + 86_400_000);
    expect([c, a, b].sort()).toEqual([a, b, c]);
  });

  test('keeps order past the per-millisecond counter limit by moving to the next millisecond', () => {
    const next = createMessageIdGenerator(1); // 36 ids per millisecond
    const made = Array.from({ length: 100 }, () => next(T));
    expect(new Set(made).size).toBe(100);
    expectAscending(made);
    const timeOf = (id: string) => parseInt(id.slice(0, 9), 36);
    expect(timeOf(made[35]!)).toBe(T);
    expect(timeOf(made[36]!)).toBe(T + 1);
    expect(timeOf(made[99]!)).toBe(T + 2);
    // The real clock catching up continues after the borrowed milliseconds.
    expectAscending([made[99]!, next(T + 2), next(T + 3)]);
  });

  test('uses the current time by default', () => {
    const before = Date.now();
    // The id starts with its creation time: 9 digits of base-36 milliseconds.
    const time = parseInt(createMessageIdGenerator()().slice(0, 9), 36);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  test('gives different ids to two clients in the same millisecond', () => {
    const a = createMessageIdGenerator()(T);
    const b = createMessageIdGenerator()(T);
    expect(a.slice(0, 13)).toBe(b.slice(0, 13));
    expect(a).not.toBe(b);
  });

  test('spreads the random part over all 36 digits', () => {
    const next = createMessageIdGenerator();
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) for (const c of next(T).slice(13)) seen.add(c);
    expect(seen.size).toBe(36);
  });
});

describe('directChatId', () => {
  test('names the chat of two users the same whoever starts it', () => {
    expect(directChatId('bob', 'alice')).toBe('alice_bob');
    expect(directChatId('alice', 'bob')).toBe('alice_bob');
    expect(directChatId('alice', 'carol')).not.toBe(directChatId('alice', 'bob'));
  });
});

describe('isOthersPairChatId', () => {
  test('is true for the pair id of two other people, false for one’s own pair or a random id', () => {
    expect(isOthersPairChatId(directChatId('alice', 'bob'), 'carol')).toBe(true);
    expect(isOthersPairChatId(directChatId('alice', 'bob'), 'alice')).toBe(false);
    expect(isOthersPairChatId(directChatId('alice', 'bob'), 'bob')).toBe(false);
    expect(isOthersPairChatId('Xk3f9QmZ2pLr7TbV1cYh', 'carol')).toBe(false);
  });
});

test("a document id is 1–128 characters without '/', and never '.' or '..'", () => {
  expect(isDocumentId('abc')).toBe(true);
  expect(isDocumentId('x'.repeat(128))).toBe(true);
  expect(isDocumentId('x'.repeat(129))).toBe(false);
  expect(isDocumentId('')).toBe(false);
  expect(isDocumentId('a/b')).toBe(false);
  expect(isDocumentId('.')).toBe(false);
  expect(isDocumentId('..')).toBe(false);
  expect(isDocumentId(12)).toBe(false);
  expect(isDocumentId(null)).toBe(false);
  expect(isDocumentId(undefined)).toBe(false);
  expect(isDocumentId({})).toBe(false);
});
