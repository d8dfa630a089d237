import { useState } from 'react';
import { personInitial } from '@/domain/fallback-name';
import './avatar.css';

interface Props {
  displayName?: string | null;
  /** The stored generated name (public profiles carry it instead of a phone number). */
  fallbackName?: string | null;
  /** Known only to the owner, contacts and chat partners: makes the generated name. */
  phoneNumber?: string | null;
  pictureUrl?: string | null;
  size?: 'small' | 'medium' | 'large';
}

/** A profile picture, or the initial of the name (or of the fallback name) when there is none or it fails. */
export function Avatar({
  displayName,
  fallbackName,
  phoneNumber,
  pictureUrl,
  size = 'medium',
}: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const showPicture = pictureUrl && broken !== pictureUrl;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showPicture ? (
        <img
          src={pictureUrl}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setBroken(pictureUrl)}
        />
      ) : (
        personInitial({ displayName, fallbackName, phoneNumber })
      )}
    </span>
  );
}
