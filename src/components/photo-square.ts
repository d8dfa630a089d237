/**
 * Turns a photo from the camera or the gallery into the picture a profile stores
 * (docs/pictures.md): the largest centred square, AVATAR_SIDE_PX wide, WebP (JPEG where the
 * browser cannot encode WebP), at most AVATAR_MAX_BYTES, all on the device. Loaded only when
 * a photo has been chosen (photo-picker.tsx imports it dynamically), so no screen pays for
 * it up front.
 */
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIDE_PX,
  centredSquare,
  checkPicture,
  ENCODING_LADDER,
  type UPLOAD_TYPES,
} from '@/domain/avatar';

export interface SquarePhoto {
  bytes: Uint8Array;
  type: (typeof UPLOAD_TYPES)[number];
}

/** Why a photo could not be made into a picture. */
type PhotoProblem = 'unreadable' | 'too-large';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoError';
  }
}

/** The photo decoded, turned upright as its EXIF says (createImageBitmap's default). */
async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvas(): Canvas {
  if (typeof OffscreenCanvas !== 'undefined')
    return new OffscreenCanvas(AVATAR_SIDE_PX, AVATAR_SIDE_PX);
  const element = document.createElement('canvas');
  element.width = AVATAR_SIDE_PX;
  element.height = AVATAR_SIDE_PX;
  return element;
}

function encode(target: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in target) return target.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => target.toBlob(resolve, type, quality));
}

/** The square picture of `file`, or a PhotoError saying why there is none. */
export async function squarePhoto(file: Blob): Promise<SquarePhoto> {
  const photo = await decode(file);
  const { x, y, side } = centredSquare(photo.width, photo.height);
  // Cropped and scaled by the decoder in one step ('high' filters a 12-megapixel photo down
  // without the jagged edges of a single drawImage), then drawn once.
  const square = await createImageBitmap(photo, x, y, side, side, {
    resizeWidth: AVATAR_SIDE_PX,
    resizeHeight: AVATAR_SIDE_PX,
    resizeQuality: 'high',
  }).finally(() => photo.close());
  const target = canvas();
  const context = target.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new PhotoError('unreadable');
  // A transparent PNG becomes a picture on white, not on black (JPEG has no transparency).
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIDE_PX, AVATAR_SIDE_PX);
  context.drawImage(square, 0, 0);
  square.close();
  for (const { type, quality } of ENCODING_LADDER) {
    const blob = await encode(target, type, quality);
    // A browser without this encoder answers with PNG: try the next type.
    if (!blob || blob.type !== type || blob.size > AVATAR_MAX_BYTES) continue;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const checked = checkPicture(bytes);
    if (checked.ok) return { bytes, type: checked.type as SquarePhoto['type'] };
  }
  throw new PhotoError('too-large');
}
