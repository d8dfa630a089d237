import { describe, expect, test } from 'vitest';
import type { LocalMessage } from '@/offline/db';
import { composerRefusal } from './refusal-lock';

function message(id: string, senderId: string, fields: Partial<LocalMessage> = {}): LocalMessage {
  return {
    id,
    chatId: 'c',
    senderId,
    senderPhone: '',
    content: id,
    timestamp: null,
    state: 'sent',
    clientTime: 0,
    order: id,
    ...fields,
  };
}

describe('composerRefusal', () => {
  test('locks the composer when my newest message was refused for a block', () => {
    const messages = [
      message('a', 'me'),
      message('b', 'me', { state: 'failed', refusal: 'blocked' }),
      message('c', 'them'),
    ];
    expect(composerRefusal(messages, 'me')).toBe('You can’t message this person.');
  });

  test('not for another refusal, nor once a later message of mine went through', () => {
    expect(
      composerRefusal([message('a', 'me', { state: 'failed', refusal: 'closed' })], 'me'),
    ).toBeNull();
    expect(
      composerRefusal(
        [message('a', 'me', { state: 'failed', refusal: 'blocked' }), message('b', 'me')],
        'me',
      ),
    ).toBeNull();
    expect(composerRefusal([], 'me')).toBeNull();
  });
});
