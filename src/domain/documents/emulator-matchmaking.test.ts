import { describe, expect, it, test } from 'vitest';
import { readEmulatorMatchmaking } from './emulator-matchmaking';

describe('readEmulatorMatchmaking', () => {
  it('reads the practice offer’s time, 0 included', () => {
    expect(readEmulatorMatchmaking({ practiceOfferMs: 1500 })).toEqual({ practiceOfferMs: 1500 });
    expect(readEmulatorMatchmaking({ practiceOfferMs: 0 })).toEqual({ practiceOfferMs: 0 });
  });

  it('reads no document, or one without the setting, as none', () => {
    expect(readEmulatorMatchmaking(undefined)).toEqual({});
    expect(readEmulatorMatchmaking({})).toEqual({});
  });

  test.each([
    ['negative', -1],
    ['not whole', 1.5],
    ['not a number', Number.NaN],
    ['text', '1500'],
    ['null', null],
  ])('reads a time that is %s as none', (_, practiceOfferMs) => {
    expect(readEmulatorMatchmaking({ practiceOfferMs })).toEqual({});
  });
});
