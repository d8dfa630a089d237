import { Bot } from 'lucide-react';
import { aiDebaterVendorText, type AiDebaterInfo } from '@/domain/practice';
import { aboutParticipantLabel, aiDebaterFactsText, CONVERSATION_TEXT } from './conversation-texts';

/**
 * The AI debater of a practice debate in place of a person's card
 * (docs/decisions/0025-never-alone.md §3): marked 'AI', with the side it argues and who writes its
 * replies. No stats, medals, Block or Report.
 */
export function AiParticipantCard({
  name,
  info,
  side,
}: {
  name: string;
  info: AiDebaterInfo | null;
  side: 'for' | 'against' | undefined;
}) {
  return (
    <section className="participant-card" aria-label={aboutParticipantLabel(name)}>
      <div className="participant-card__summary participant-card__summary--static">
        <span className="ai-avatar" aria-hidden="true">
          <Bot size={22} />
        </span>
        <span className="participant-card__text">
          <span className="participant-card__name">
            {name} <span className="ai-badge">{CONVERSATION_TEXT.aiBadge}</span>
          </span>
          <span className="participant-card__facts">
            {aiDebaterFactsText(side, info ? aiDebaterVendorText(info) : null)}
          </span>
        </span>
      </div>
    </section>
  );
}
