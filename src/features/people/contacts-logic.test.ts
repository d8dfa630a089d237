import { describe, expect, test } from 'vitest';
import { addedLabel, liveContact, sortContacts } from './contacts-logic';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { Contact } from '@/domain/model';

function contact(uid: string, displayName?: string, phoneNumber = '+15550000000'): Contact {
  return { uid, phoneNumber, addedAt: 0, ...(displayName ? { displayName } : {}) };
}

describe('sortContacts', () => {
  test('orders by the shown name, ignoring case, numbers in numeric order', () => {
    const sorted = sortContacts([
      contact('1', 'zoe'),
      contact('2', 'Adam 10'),
      contact('3', 'adam 9'),
      contact('4', 'Bea'),
    ]);
    expect(sorted.map((c) => c.displayName)).toEqual(['adam 9', 'Adam 10', 'Bea', 'zoe']);
  });

  test('places a contact without a name by its generated name', () => {
    const phone = '+15551230001';
    const name = fallbackDisplayName(phone);
    const before = String.fromCharCode(name.charCodeAt(0) - 1) + 'zzz';
    const after = String.fromCharCode(name.charCodeAt(0) + 1) + 'aaa';
    const sorted = sortContacts([
      contact('a', after),
      contact('n', undefined, phone),
      contact('b', before),
    ]);
    expect(sorted.map((c) => c.uid)).toEqual(['b', 'n', 'a']);
  });

  test('uses the current name where the device has it', () => {
    const sorted = sortContacts(
      [contact('z', 'Zoe'), contact('b', 'Bea')],
      new Map([['z', 'Aaron']]),
    );
    expect(sorted.map((c) => c.uid)).toEqual(['z', 'b']);
  });

  test('does not change the list it is given', () => {
    const list = [contact('1', 'b'), contact('2', 'a')];
    sortContacts(list);
    expect(list.map((c) => c.uid)).toEqual(['1', '2']);
  });
});

describe('addedLabel', () => {
  const now = new Date(2025, 8, 20, 12).getTime();

  test("says 'Added' and the month and day for this year", () => {
    expect(addedLabel(new Date(2025, 2, 5, 9).getTime(), now)).toBe('Added Mar 5');
    expect(addedLabel(new Date(2025, 8, 20, 0, 1).getTime(), now)).toBe('Added Sep 20');
  });

  test('adds the year for another year', () => {
    expect(addedLabel(new Date(2024, 11, 31, 23).getTime(), now)).toBe('Added Dec 31, 2024');
  });

  test("says only 'Added' while the time is not known", () => {
    expect(addedLabel(null, now)).toBe('Added');
  });
});

describe('liveContact: the person as they are now', () => {
  const added: Contact = {
    uid: 'zoe',
    phoneNumber: '+15550000003',
    displayName: 'Zoe (old)',
    profilePictureUrl: 'https://example.com/old.png',
    addedAt: 0,
  };
  const profile = (fields: Record<string, unknown>) => ({
    state: 'found' as const,
    profile: {
      uid: 'zoe',
      medals: [],
      debateStats: { totalDebates: 0, wins: 0, losses: 0, draws: 0 },
      createdAt: null,
      fetchedAt: 0,
      ...fields,
    },
  });

  test('the live profile’s current name and picture win over the copy from the day they were added', () => {
    expect(
      liveContact(
        added,
        profile({ displayName: 'Zoe Now', profilePictureUrl: 'https://example.com/new.png' }),
      ),
    ).toEqual({ name: 'Zoe Now', pictureUrl: 'https://example.com/new.png' });
  });

  test('a picture removed since, or a name cleared since, is gone here too', () => {
    expect(liveContact(added, profile({ fallbackName: 'LogicLord0003' }))).toEqual({
      name: 'LogicLord0003',
      pictureUrl: undefined,
    });
    expect(liveContact(added, profile({})).name).toBe(fallbackDisplayName(added.phoneNumber!));
  });

  test('until the profile loads, or when it is missing, the stored copy shows', () => {
    const stored = { name: 'Zoe (old)', pictureUrl: 'https://example.com/old.png' };
    expect(liveContact(added, { state: 'loading' })).toEqual(stored);
    expect(liveContact(added, { state: 'missing' })).toEqual(stored);
  });
});
