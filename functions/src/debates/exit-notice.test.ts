import { describe, expect, test } from 'vitest';
import { readChat } from '@/domain/documents/chat';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { exitNotice, leaverName } from './exit-notice';

const PHONE = '+15550001234';

describe('leaverName', () => {
  test('the current profile name comes first, then the chat copy', () => {
    const details = { displayName: 'Old Name', phoneNumber: PHONE };
    expect(
      leaverName({ uid: 'u', profile: { displayName: 'Ana' }, details, phoneNumber: PHONE }),
    ).toBe('Ana');
    expect(leaverName({ uid: 'u', profile: {}, details, phoneNumber: PHONE })).toBe('Old Name');
  });

  test('without a name: the stored fallback, else one made from the phone, else "Your opponent"', () => {
    expect(
      leaverName({
        uid: 'u',
        profile: { fallbackName: 'LogicLord1234' },
        details: {},
        phoneNumber: undefined,
      }),
    ).toBe('LogicLord1234');
    expect(
      leaverName({ uid: 'u', profile: undefined, details: undefined, phoneNumber: PHONE }),
    ).toBe(fallbackDisplayName(PHONE));
    expect(
      leaverName({ uid: 'u', profile: undefined, details: undefined, phoneNumber: undefined }),
    ).toBe('Your opponent');
  });

  test('a long name is bounded to 80 characters', () => {
    const name = leaverName({
      uid: 'u',
      profile: { displayName: 'x'.repeat(500) },
      details: undefined,
      phoneNumber: PHONE,
    });
    expect(name).toHaveLength(80);
  });
});

describe('exitNotice', () => {
  test('names both debaters as readers, who left and the topic', () => {
    const notice = exitNotice(
      readChat('c', {
        participants: ['creator', 'acceptor', 'extra'],
        debateTopic: 'Tea or coffee',
      }),
      { uid: 'acceptor', profile: { displayName: 'Bo' }, details: undefined, phoneNumber: PHONE },
    );
    expect(notice).toEqual({
      participants: ['creator', 'acceptor'],
      exitedBy: 'acceptor',
      exitedByName: 'Bo',
      debateTopic: 'Tea or coffee',
    });
  });

  test('a chat without participants or topic still gives a well-formed notice', () => {
    const notice = exitNotice(readChat('c', {}), {
      uid: 'u',
      profile: undefined,
      details: undefined,
      phoneNumber: undefined,
    });
    expect(notice).toEqual({
      participants: [],
      exitedBy: 'u',
      exitedByName: 'Your opponent',
      debateTopic: '',
    });
  });
});
