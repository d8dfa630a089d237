import { describe, expect, test } from 'vitest';
import type { Chat, Message } from '@/domain/model';
import { debaterName, mergeMessages, publicDebateState, sortPublicDebates } from './spectate-logic';
import { verdictText, versusText, watchingText } from './spectate-texts';

function chat(id: string, overrides: Partial<Chat> = {}): Chat {
  return {
    id,
    participants: ['a', 'b'],
    participantDetails: { a: { displayName: 'Ana' }, b: {} },
    isDebate: true,
    isPublic: true,
    status: 'active',
    createdAt: 1,
    debateStatus: 'waiting_to_start',
    ...overrides,
  };
}

function message(id: string, timestamp: number): Message {
  return { id, chatId: 'c', senderId: 'a', senderPhone: '', content: id, timestamp };
}

describe('public debates', () => {
  test('a debate is waiting, live or finished', () => {
    expect(publicDebateState(chat('w'))).toBe('waiting');
    expect(publicDebateState(chat('l', { debateStatus: 'in_progress' }))).toBe('live');
    expect(publicDebateState(chat('f', { status: 'completed' }))).toBe('finished');
    expect(publicDebateState(chat('j', { debateStatus: 'in_progress', winner: 'Ana' }))).toBe(
      'finished',
    );
  });

  test('live first, then waiting, then finished, newest first within each', () => {
    const list = sortPublicDebates([
      chat('done', { status: 'completed', createdAt: 9 }),
      chat('wait', { createdAt: 5 }),
      chat('old-live', { debateStatus: 'in_progress', createdAt: 2 }),
      chat('new-live', { debateStatus: 'in_progress', createdAt: 3 }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['new-live', 'old-live', 'wait', 'done']);
  });

  test('names come from the chat (no phone): the name, else Debater 1 / 2', () => {
    expect(debaterName(chat('c'), 'a')).toBe('Ana');
    expect(debaterName(chat('c'), 'b')).toBe('Debater 2');
  });

  test('messages merge by id in server-time order, bounded', () => {
    const held = [message('m2', 2), message('m1', 1)];
    const merged = mergeMessages(held, [message('m3', 3), message('m2', 2)]);
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(mergeMessages(merged, [], 2).map((m) => m.id)).toEqual(['m2', 'm3']);
  });

  test('texts', () => {
    expect(watchingText(3)).toBe('3 watching');
    expect(verdictText('Ana')).toBe('Winner: Ana');
    expect(verdictText('Draw')).toBe('Draw');
    expect(versusText('Ana', 'Ben')).toBe('Ana vs Ben');
  });
});
