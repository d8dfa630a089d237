import { describe, expect, test } from 'vitest';
import { readDebateExit } from './debate-exit';

describe('readDebateExit', () => {
  test('who left, named for the one who stayed, and the topic', () => {
    expect(
      readDebateExit('c1', {
        participants: ['creator', 'acceptor'],
        exitedBy: 'acceptor',
        exitedByName: 'Bo',
        debateTopic: 'Tea or coffee',
        exitedAt: { toMillis: () => 5_000 },
      }),
    ).toEqual({
      chatId: 'c1',
      participants: ['creator', 'acceptor'],
      exitedBy: 'acceptor',
      exitedByName: 'Bo',
      debateTopic: 'Tea or coffee',
    });
  });

  test('no trace without a document or a name as text', () => {
    expect(readDebateExit('c1', undefined)).toBeNull();
    expect(readDebateExit('c1', { exitedBy: 'acceptor', exitedByName: 7 })).toBeNull();
  });

  test('other fields that are not text read as empty; participants keep their texts only', () => {
    expect(
      readDebateExit('c1', {
        participants: ['creator', 5, null],
        exitedBy: 3,
        exitedByName: '',
        debateTopic: null,
      }),
    ).toEqual({
      chatId: 'c1',
      participants: ['creator'],
      exitedBy: '',
      exitedByName: '',
      debateTopic: '',
    });
    expect(readDebateExit('c1', { exitedByName: 'Bo', participants: 'ab' })?.participants).toEqual(
      [],
    );
  });
});
