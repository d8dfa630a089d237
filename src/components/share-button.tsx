import { useState } from 'react';
import { SHARE_TEXT, shareLink, shareUrl } from './share-logic';

interface Props {
  /** The app path to share, e.g. /join/{requestId}. */
  path: string;
  /** What the share sheet names (the debate's topic). */
  title: string;
  className?: string;
}

/** 'Share': the system share sheet, else the link copied with 'Link copied' announced. */
export function ShareButton({
  path,
  title,
  className = 'button button--small button--secondary',
}: Props) {
  const [note, setNote] = useState<string | null>(null);
  const onShare = async () => {
    setNote(null);
    const outcome = await shareLink(shareUrl(path), title);
    if (outcome === 'copied') setNote(SHARE_TEXT.copied);
    if (outcome === 'failed') setNote(SHARE_TEXT.failed);
  };
  return (
    <span className="share">
      <button type="button" className={className} onClick={() => void onShare()}>
        {SHARE_TEXT.share}
      </button>
      <span className="share__note" role="status">
        {note}
      </span>
    </span>
  );
}
