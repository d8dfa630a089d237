import { describe, expect, test } from 'vitest';
import { readProfile } from '@/domain/documents/profile';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { senderName } from './sender-name';

describe('senderName', () => {
  const phone = '+15550001111';
  const chat = { participantDetails: { me: { phoneNumber: phone } } };

  test('names them by their display name, else their stored generated name', () => {
    expect(senderName(readProfile({ displayName: ' Ada ' }), chat, 'me')).toBe('Ada');
    expect(senderName(readProfile({ fallbackName: 'LogicLord1111' }), chat, 'me')).toBe(
      'LogicLord1111',
    );
  });

  test('without a name, the generated name made from the phone the chat keeps, never the phone', () => {
    expect(senderName(undefined, chat, 'me')).toBe(fallbackDisplayName(phone));
    expect(senderName(readProfile({}), chat, 'me')).not.toContain('5550001111');
  });

  test('a stored name that is not text names no one', () => {
    expect(senderName(readProfile({ displayName: 42, fallbackName: 'Lo' }), chat, 'me')).toBe('Lo');
  });

  test('with nothing to name them, "Your opponent"', () => {
    expect(senderName(readProfile({ displayName: ' ' }), undefined, 'me')).toBe('Your opponent');
  });
});
