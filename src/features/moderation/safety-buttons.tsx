import { BlockAndReportButtons, SafetyDialogs } from './safety-actions';
import type { Person } from './report-target';
import { useSafetyActions } from './use-safety-actions';
import './moderation.css';

interface Props {
  person: Person;
  /** The chat these are shown in: a report then names it. */
  chatId?: string;
}

/** 'Block' (or 'Unblock') and 'Report' side by side, as on the participant card. */
export function SafetyButtons({ person, chatId }: Props) {
  const safety = useSafetyActions(person);
  return (
    <div className="moderation__actions">
      <BlockAndReportButtons
        safety={safety}
        className="button button--small button--secondary"
        opensDialog
      />
      <p className="moderation__notice" role="status">
        {safety.notice}
      </p>
      {safety.toggle.error && (
        <p className="moderation__notice moderation__notice--error" role="alert">
          {safety.toggle.error}
        </p>
      )}
      <SafetyDialogs safety={safety} chatId={chatId} />
    </div>
  );
}
