import { debatePosition, sideOf } from '@/domain/debate-sides';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { SideChip } from './debate-side-line';
import { DEBATES_TEXT } from './debates-texts';
import './debates.css';

/**
 * What an empty debate room shows under 'No arguments yet.': the whole topic, the user's side
 * and the position it is for or against, so a debater who has just accepted sees what they
 * argue before the first word (the header has room for one line of the topic); against a
 * curated motion, the Against side's own case under it. Nothing for someone who is not a
 * debater.
 */
export function DebateMotion({ chat }: { chat: Chat }) {
  const me = useSignedInUser();
  const side = sideOf(chat, me.uid);
  if (!side) return null;
  const { statement } = debatePosition(chat.creatorStance);
  // A curated motion (Quick Match, practice) words the Against side's case too: the For
  // side's is the position itself.
  const ownCase = side === 'against' ? chat.motion?.against : undefined;
  return (
    <div className="debate-motion" data-testid="debate-motion">
      <p className="debate-motion__topic" dir="auto">
        {chat.debateTopic}
      </p>
      <p className="debate-motion__side">
        {DEBATES_TEXT.youArgue} <SideChip side={side} /> {DEBATES_TEXT.thePosition}
      </p>
      {statement && (
        <p className="debate-motion__position" dir="auto">
          {statement}
        </p>
      )}
      {ownCase && (
        <p className="debate-motion__case" dir="auto">
          <span className="debate-motion__case-label">{DEBATES_TEXT.yourCase}</span> {ownCase}
        </p>
      )}
    </div>
  );
}
