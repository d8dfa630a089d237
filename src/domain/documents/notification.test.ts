import { describe, expect, test } from 'vitest';
import { readNotification } from './notification';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readNotification', () => {
  test('reads a stored notice, its optional fields only when they hold text', () => {
    expect(
      readNotification('n1', {
        userId: 'u1',
        type: 'debate_accepted',
        title: 'Debate Accepted!',
        message: 'Rita accepted your debate',
        read: false,
        chatId: 'c1',
        topic: '',
        requestId: 42,
        createdAt: at(1_000),
      }),
    ).toEqual({
      id: 'n1',
      userId: 'u1',
      type: 'debate_accepted',
      title: 'Debate Accepted!',
      message: 'Rita accepted your debate',
      read: false,
      chatId: 'c1',
      topic: undefined,
      acceptedBy: undefined,
      requestId: undefined,
      expiresAt: null,
      createdAt: 1_000,
    });
  });

  test('a kind this app does not know, or no data, reads as null', () => {
    expect(readNotification('n2', { type: 'debate_exploded', userId: 'u1' })).toBeNull();
    expect(readNotification('n3', undefined)).toBeNull();
    expect(readNotification('n4', ['debate_won'])).toBeNull();
  });

  test('texts read as String() shows them, read only when true', () => {
    const notice = readNotification('n5', { type: 'debate_won', title: 7, read: 'yes' });
    expect(notice).toMatchObject({ userId: '', title: '7', message: '', read: false });
  });
});
