import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { detailsOf, participantFrom, validPhone } from './participants';

describe('participantFrom', () => {
  test('takes the verified phone first, then the private account, then the profile', () => {
    const profile = { phoneNumber: '+15550000003', displayName: 'Zoe' };
    const account = { phoneNumber: '+15550000002' };
    expect(participantFrom('z', profile, account, '+15550000001').phoneNumber).toBe('+15550000001');
    expect(participantFrom('z', profile, account).phoneNumber).toBe('+15550000002');
    expect(participantFrom('z', profile, undefined).phoneNumber).toBe('+15550000003');
    expect(participantFrom('z', {}, undefined).phoneNumber).toBe('');
  });

  test('never carries more than a bounded name and a real phone number', () => {
    const padded = { phoneNumber: `+1${'5'.repeat(5_000)}`, displayName: ` ${'N'.repeat(900)} ` };
    expect(participantFrom('z', padded, undefined)).toEqual({
      uid: 'z',
      phoneNumber: '',
      displayName: 'N'.repeat(50),
    });
    expect(participantFrom('z', { displayName: '   ' }, { phoneNumber: '+15550000002' })).toEqual({
      uid: 'z',
      phoneNumber: '+15550000002',
    });
  });
});

describe('detailsOf', () => {
  test('has the name (and the generated one), and the phone only with its owner’s consent', () => {
    const al = { uid: 'a', phoneNumber: '+15550000001', displayName: 'Al' };
    expect(detailsOf(al, { showPhone: true })).toEqual({
      phoneNumber: '+15550000001',
      displayName: 'Al',
      fallbackName: fallbackDisplayName('+15550000001'),
    });
    expect(detailsOf(al, { showPhone: false })).toEqual({
      displayName: 'Al',
      fallbackName: fallbackDisplayName('+15550000001'),
    });
    expect(detailsOf({ uid: 'a', phoneNumber: '+15550000001' }, { showPhone: false })).toEqual({
      fallbackName: fallbackDisplayName('+15550000001'),
    });
  });
});

describe('validPhone', () => {
  test('accepts E.164 only', () => {
    expect(validPhone('+15550000001')).toBe('+15550000001');
    for (const bad of ['15550000001', '+0123', '+1 555 000', '', 42, null, `+1${'2'.repeat(15)}`]) {
      expect(validPhone(bad)).toBe('');
    }
  });
});
