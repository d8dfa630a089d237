/**
 * Profile pictures (docs/pictures.md): a picture is bytes in its own document, avatars/{uid},
 * made on the device (cropped square, AVATAR_SIDE_PX wide, WebP or JPEG) or copied once by a
 * function from the profile's picture link. Nobody's device ever loads an address another
 * person chose. The bounds here are the rules' (firestore.rules "avatars") and the
 * functions', and the picker's target.
 */

/** The side of the square the device makes. */
export const AVATAR_SIDE_PX = 256;

/** At most this many bytes are stored (the rules refuse more). */
export const AVATAR_MAX_BYTES = 48 * 1024;

/** What a device may upload: the two formats canvas encoders reliably make. */
export const UPLOAD_TYPES = ['image/webp', 'image/jpeg'] as const;

/** What a copy from a picture link may be: the formats every browser shows. */
export const LINKED_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'image/gif'] as const;

export type PictureType = (typeof LINKED_TYPES)[number];

/** The largest centred square of a width × height picture: its left, top and side. */
export function centredSquare(
  width: number,
  height: number,
): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * The encodings the device tries, best first, until one fits AVATAR_MAX_BYTES: WebP (a
 * 256 px photo is ~10-25 KB at 0.82), then JPEG where the browser cannot encode WebP.
 */
export const ENCODING_LADDER: readonly { type: (typeof UPLOAD_TYPES)[number]; quality: number }[] =
  (['image/webp', 'image/jpeg'] as const).flatMap((type) =>
    [0.82, 0.7, 0.55, 0.4, 0.25].map((quality) => ({ type, quality })),
  );

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * The image format the bytes themselves say (their signature), whatever a file name or a
 * server's Content-Type claims; null for anything else (HTML, SVG, text, a truncated file).
 * SVG is never accepted: it can carry script and load other addresses.
 */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  // RIFF <size> WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

type PictureCheck = { ok: true; type: PictureType } | { ok: false; reason: PictureProblem };
type PictureProblem = 'empty' | 'too-large' | 'not-an-image' | 'type-not-allowed';

/** Whether these bytes may be stored as a picture of one of `allowed` types. */
export function checkPicture(
  bytes: Uint8Array,
  allowed: readonly PictureType[] = UPLOAD_TYPES,
): PictureCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, reason: 'too-large' };
  const type = sniffPictureType(bytes);
  if (!type) return { ok: false, reason: 'not-an-image' };
  if (!allowed.includes(type)) return { ok: false, reason: 'type-not-allowed' };
  return { ok: true, type };
}

/**
 * The words for a picture link the function could not copy (shown to its owner only, on
 * the profile editor): the link stays saved as typed (SPEC §2), but shows nowhere.
 */
export const PICTURE_LINK_PROBLEMS = {
  'not-public': 'That address is not on the public internet.',
  unreachable: 'That address could not be reached.',
  'too-large': `That picture is larger than ${AVATAR_MAX_BYTES / 1024} KB. Choose a photo instead.`,
  'not-an-image': 'That address is not a JPEG, PNG, WebP or GIF picture.',
  'type-not-allowed': 'That address is not a JPEG, PNG, WebP or GIF picture.',
  empty: 'That address sent no picture.',
  'too-many': 'The picture link was changed too often. Try again in an hour.',
} as const;

export type PictureLinkProblem = keyof typeof PICTURE_LINK_PROBLEMS;
