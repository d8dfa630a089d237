import { useState } from 'react';
import { personInitial } from '@/domain/fallback-name';
import { useAvatarPicture } from '@/hooks/use-avatar-picture';
import './avatar.css';

interface Props {
  displayName?: string | null;
  /** The stored generated name (public profiles carry it instead of a phone number). */
  fallbackName?: string | null;
  /** Known only to the owner, contacts and chat partners: makes the generated name. */
  phoneNumber?: string | null;
  /**
   * A picture made on this device (the picker's preview): only a blob: or data: address is
   * shown. Any other address (a picture link someone typed) is never loaded, here or by any
   * viewer: docs/pictures.md.
   */
  pictureUrl?: string | null;
  /** Whose avatar: their picture (avatars/{uid}) shows when they have one. */
  uid?: string | null;
  /**
   * Their profile's avatarAt when the caller has the profile (null: no picture). Left out,
   * the device's cached profile of `uid` says it.
   */
  pictureAt?: number | null;
  size?: 'small' | 'medium' | 'large';
}

/** Only what this device made itself: no request leaves for an address someone chose. */
function localPicture(url: string | null | undefined): string | null {
  return url && /^(blob:|data:image\/(jpeg|png|webp|gif);)/.test(url) ? url : null;
}

/**
 * A person's picture, or the initial of the name (or of the fallback name) when there is
 * none, it is not on the device yet, or it fails.
 */
export function Avatar({
  displayName,
  fallbackName,
  phoneNumber,
  pictureUrl,
  uid,
  pictureAt,
  size = 'medium',
}: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const stored = useAvatarPicture(uid, pictureAt);
  const picture = localPicture(pictureUrl) ?? stored;
  const showPicture = picture && broken !== picture;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showPicture ? (
        <img src={picture} alt="" decoding="async" onError={() => setBroken(picture)} />
      ) : (
        personInitial({ displayName, fallbackName, phoneNumber })
      )}
    </span>
  );
}
