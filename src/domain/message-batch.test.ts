import { describe, expect, test } from 'vitest';
import { batchPlace } from './message-batch';

describe('batchPlace', () => {
  const batch = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  test('numbers a batch from 1, each message after the first naming the one before', () => {
    expect(batch.map((_, i) => batchPlace(batch, i))).toEqual([
      { n: 1 },
      { n: 2, prev: 'a' },
      { n: 3, prev: 'b' },
    ]);
  });

  test('a batch of one is n: 1 with no link', () => {
    expect(batchPlace([{ id: 'only' }], 0)).toEqual({ n: 1 });
  });
});
