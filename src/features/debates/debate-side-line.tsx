import { SIDE_LABEL, sideOf, type DebateSide } from '@/domain/debate-sides';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { debatePhase } from './debate-room-logic';
import { DEBATES_TEXT } from './debates-texts';
import { serverNow } from '@/hooks/use-server-clock';
import './debates.css';

/** A side's name on its colour (the bubbles of that side wear the same). */
export function SideChip({ side }: { side: DebateSide }) {
  return <span className={`side-chip side-chip--${side}`}>{SIDE_LABEL[side]}</span>;
}

/**
 * The line under the room's title: 'You argue For' / 'You argue Against' before and during
 * the debate, 'You argued For' / 'You argued Against' once it is over (the clock and the
 * composer say that it is over). Nothing for someone who is not a debater.
 */
export function DebateSideLine({ chat }: { chat: Chat }) {
  const me = useSignedInUser();
  const side = sideOf(chat, me.uid);
  if (!side) return null;
  const over = debatePhase(chat, serverNow()) === 'over';
  return (
    <p className="debate-side" data-testid="debate-side">
      {/* Where the line is short (360 px), the words give way, never the side. */}
      <span className="debate-side__text">
        {over ? DEBATES_TEXT.youArgued : DEBATES_TEXT.youArgue}
      </span>{' '}
      <SideChip side={side} />
    </p>
  );
}
