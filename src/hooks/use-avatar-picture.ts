import { useContext } from 'react';
import { useCachedProfile } from '@/offline/profiles';
import { usePictureUrl } from '@/offline/pictures';
import { SessionContext } from './session-context';

/**
 * A person's picture for an avatar (docs/pictures.md): the device's copy of avatars/{uid},
 * as a blob: URL, or null (no picture, not signed in, or not read yet). `pictureAt` is their
 * profile's avatarAt when the caller has the profile (null: no picture); left undefined, the
 * device's cached profile of `uid` says it (refreshed as chat titles are: offline/profiles).
 */
export function useAvatarPicture(
  uid: string | null | undefined,
  pictureAt: number | null | undefined,
): string | null {
  // Read directly, not through useSession(): an avatar may also render where no session is
  // provided (component tests, the sign-in page), and then it shows the initial.
  const viewerUid = useContext(SessionContext)?.user?.uid ?? null;
  const lookUp = pictureAt === undefined && viewerUid !== null ? uid : null;
  const profile = useCachedProfile(viewerUid ?? '', lookUp);
  const wanted =
    pictureAt !== undefined
      ? pictureAt
      : profile.state === 'found'
        ? (profile.profile.avatarAt ?? null)
        : null;
  return usePictureUrl(viewerUid, uid, wanted);
}
