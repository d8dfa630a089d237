import { describe, expect, test } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  centredSquare,
  checkPicture,
  ENCODING_LADDER,
  LINKED_TYPES,
  sniffPictureType,
} from './avatar';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];

function bytes(head: number[], length = head.length): Uint8Array {
  const out = new Uint8Array(length);
  out.set(head);
  return out;
}

describe('picture bytes', () => {
  test('are known by their signature, not by a name or a claimed type', () => {
    expect(sniffPictureType(bytes(JPEG))).toBe('image/jpeg');
    expect(sniffPictureType(bytes(PNG))).toBe('image/png');
    expect(sniffPictureType(bytes(GIF))).toBe('image/gif');
    expect(sniffPictureType(bytes(WEBP))).toBe('image/webp');
    expect(sniffPictureType(new TextEncoder().encode('<svg onload="alert(1)">'))).toBeNull();
    expect(sniffPictureType(new TextEncoder().encode('<!doctype html>'))).toBeNull();
    // RIFF without WEBP (a WAV file) is no picture.
    expect(
      sniffPictureType(bytes([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45])),
    ).toBeNull();
    expect(sniffPictureType(new Uint8Array())).toBeNull();
  });

  test('an upload is WebP or JPEG of at most 48 KB', () => {
    expect(checkPicture(bytes(WEBP, AVATAR_MAX_BYTES))).toEqual({ ok: true, type: 'image/webp' });
    expect(checkPicture(bytes(JPEG, 1000))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkPicture(bytes(JPEG, AVATAR_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(checkPicture(bytes(PNG))).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkPicture(new TextEncoder().encode('hello'))).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
    expect(checkPicture(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });

  test('a copy from a link may also be PNG or GIF', () => {
    expect(checkPicture(bytes(PNG), LINKED_TYPES)).toEqual({ ok: true, type: 'image/png' });
    expect(checkPicture(bytes(GIF), LINKED_TYPES)).toEqual({ ok: true, type: 'image/gif' });
  });
});

describe('making the square', () => {
  test('crops the largest centred square of a landscape, a portrait and a square', () => {
    expect(centredSquare(4032, 3024)).toEqual({ x: 504, y: 0, side: 3024 });
    expect(centredSquare(1080, 1920)).toEqual({ x: 0, y: 420, side: 1080 });
    expect(centredSquare(256, 256)).toEqual({ x: 0, y: 0, side: 256 });
    expect(centredSquare(3, 2)).toEqual({ x: 0, y: 0, side: 2 });
  });

  test('tries WebP at falling quality before JPEG', () => {
    expect(ENCODING_LADDER[0]).toEqual({ type: 'image/webp', quality: 0.82 });
    const types = ENCODING_LADDER.map((step) => step.type);
    expect(types.indexOf('image/jpeg')).toBeGreaterThan(types.lastIndexOf('image/webp'));
  });
});
