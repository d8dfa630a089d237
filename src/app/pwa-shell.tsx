import { useEffect } from 'react';
import { watchInstallability } from '@/features/install';
import { recoverFromStaleChunks, UpdatePrompt } from '@/features/updates';

/**
 * What the installable app needs on every page: the update prompt, recovery from chunks of
 * an old version, and the install offer kept for the 'Install app' button. Kept tiny: it is
 * part of every page's first download.
 */
export function PwaShell() {
  useEffect(() => {
    watchInstallability();
    return recoverFromStaleChunks();
  }, []);
  return <UpdatePrompt />;
}
