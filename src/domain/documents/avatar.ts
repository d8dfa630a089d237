/**
 * avatars/{uid}: a person's picture as bytes, their format and the server time it was saved
 * (docs/pictures.md). Its owner writes it as firestore.rules allow (src/data/avatars.ts); a
 * function writes a picture copied from the profile's link, with that link in `sourceUrl`
 * (functions/src/users/copy-picture-link.ts).
 */
import { isRecord, millisOf, optionalText } from './fields';

interface AvatarDoc {
  /** The bytes as the SDK hands them over (its Bytes, or a Buffer): the caller checks its type. */
  image: unknown;
  /** Their format as stored; undefined when it is not text. */
  type?: string;
  /** When it was saved (epoch ms); null while a save is on its way. */
  updatedAt: number | null;
  /** The link it was copied from; undefined for a picture from a device (or one not text). */
  sourceUrl?: string;
}

/** The picture from its stored data; undefined for no document. */
export function readAvatar(data: unknown): AvatarDoc | undefined {
  if (!isRecord(data)) return undefined;
  const avatar: AvatarDoc = { image: data.image, updatedAt: millisOf(data.updatedAt) };
  const type = optionalText(data.type);
  const sourceUrl = optionalText(data.sourceUrl);
  if (type !== undefined) avatar.type = type;
  if (sourceUrl !== undefined) avatar.sourceUrl = sourceUrl;
  return avatar;
}
