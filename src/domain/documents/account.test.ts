import { describe, expect, it } from 'vitest';
import { readAccount, readShownAccount } from './account';

describe('readAccount', () => {
  it('reads no document as undefined, and an empty one as no fields', () => {
    expect(readAccount(undefined)).toBeUndefined();
    expect(readAccount({})).toEqual({});
  });

  it('keeps the phone as stored, and drops one that is not text', () => {
    expect(readAccount({ phoneNumber: ' +15550000001 ' })).toEqual({
      phoneNumber: ' +15550000001 ',
    });
    expect(readAccount({ phoneNumber: 15550000001 })).toEqual({});
  });

  it('reads lastActive as epoch ms, and a pending or foreign one as none', () => {
    expect(readAccount({ lastActive: { toMillis: () => 3 } })).toEqual({ lastActive: 3 });
    expect(readAccount({ lastActive: null })).toEqual({});
  });
});

describe('readShownAccount', () => {
  it('reads the phone as String() shows it and the last activity, none as empty', () => {
    expect(
      readShownAccount({ phoneNumber: '+15550000001', lastActive: { toMillis: () => 3 } }),
    ).toEqual({ phoneNumber: '+15550000001', lastActive: 3 });
    expect(readShownAccount({})).toEqual({ phoneNumber: '', lastActive: null });
    expect(readShownAccount({ phoneNumber: 15550000001, lastActive: 'now' })).toEqual({
      phoneNumber: '15550000001',
      lastActive: null,
    });
  });

  it("reads the picture link's copy: its link, and a problem only when it is a known one", () => {
    const url = 'https://example.com/a.png';
    expect(readShownAccount({ pictureLink: { url, copiedAt: 1 } }).pictureLink).toEqual({ url });
    expect(readShownAccount({ pictureLink: { url, problem: 'not-an-image' } }).pictureLink).toEqual(
      { url, problem: 'not-an-image' },
    );
    expect(readShownAccount({ pictureLink: { url, problem: 'melted' } }).pictureLink).toEqual({
      url,
    });
    expect(readShownAccount({ pictureLink: { problem: 'not-an-image' } })).not.toHaveProperty(
      'pictureLink',
    );
    expect(readShownAccount({ pictureLink: url })).not.toHaveProperty('pictureLink');
  });

  it("reads a name every object inherits ('constructor', 'toString') as an unknown problem", () => {
    const url = 'https://example.com/a.png';
    for (const problem of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(readShownAccount({ pictureLink: { url, problem } }).pictureLink).toEqual({ url });
    }
  });
});
