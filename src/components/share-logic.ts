/**
 * 'Share' (docs/decisions/0014-arena.md §4): the Web Share API where the browser has it, else the
 * link copied to the clipboard ('Link copied'). Pure of React so it is tested on its own.
 */
export const SHARE_TEXT = {
  share: 'Share',
  copied: 'Link copied',
  failed: 'Could not share the link. Copy it from the address bar instead.',
} as const;

type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** The absolute address of an app path on this origin. */
export function shareUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** Shares `url` with the system sheet, or copies it; a dismissed sheet is 'cancelled'. */
export async function shareLink(
  url: string,
  title: string,
  nav: ShareNavigator = navigator as ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text: title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, an iframe): fall back to the clipboard.
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
