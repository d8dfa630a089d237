import { describe, expect, test } from 'vitest';
import { readAvatar } from './avatar';

const image = new Uint8Array([1, 2, 3]);

describe('readAvatar', () => {
  test('a copied picture: its bytes as handed over, format, time and link', () => {
    expect(
      readAvatar({
        image,
        type: 'image/png',
        updatedAt: { toMillis: () => 5_000 },
        sourceUrl: 'https://example.com/r.png',
      }),
    ).toEqual({
      image,
      type: 'image/png',
      updatedAt: 5_000,
      sourceUrl: 'https://example.com/r.png',
    });
  });

  test('a picture from a device has no link; a pending save no time', () => {
    expect(readAvatar({ image, type: 'image/webp', updatedAt: null })).toEqual({
      image,
      type: 'image/webp',
      updatedAt: null,
    });
  });

  test('a format or link that is not text is left out; no document is none', () => {
    expect(readAvatar({ type: 7, sourceUrl: ['https://example.com/r.png'] })).toEqual({
      image: undefined,
      updatedAt: null,
    });
    expect(readAvatar(undefined)).toBeUndefined();
  });
});
