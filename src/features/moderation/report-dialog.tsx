import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@/domain/moderation';
import { MODERATION_TEXT, reportSentText, reportTitle } from './moderation-texts';
import type { ReportTarget } from './report-target';
import { useReport } from './use-report';
import './moderation.css';

interface Props {
  target: ReportTarget;
  onClose(): void;
}

/**
 * 'Report': a reason (Spam, Harassment, Cheating, Other) and optional details, with the chat
 * and message when reported from one. What was typed survives a failed send.
 */
export function ReportDialog({ target, onClose }: Props) {
  const { state, send } = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const firstReason = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const detailsId = useId();
  const hintId = useId();
  const name = `reason-${useId()}`;
  const sending = state.status === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || sending) return;
    void send({
      reportedUid: target.uid,
      reason,
      ...(details.trim() ? { details: details.trim() } : {}),
      ...(target.chatId ? { chatId: target.chatId } : {}),
      ...(target.chatId && target.message ? { messageId: target.message.id } : {}),
    });
  };

  // The form gives way to the confirmation: focus follows, so it is not lost with the form.
  // In the commit that shows it (a layout effect), not a frame later: no moment without focus.
  useLayoutEffect(() => {
    if (state.status === 'sent') closeButton.current?.focus();
  }, [state.status]);

  return (
    <Dialog
      title={reportTitle(target.name)}
      onClose={onClose}
      initialFocus={firstReason}
      className="moderation-dialog"
    >
      {state.status === 'sent' ? (
        <>
          <p className="alert alert--success" role="status">
            {reportSentText(target.name)}
          </p>
          <div className="moderation__buttons">
            <button ref={closeButton} type="button" className="button" onClick={onClose}>
              {MODERATION_TEXT.close}
            </button>
          </div>
        </>
      ) : (
        <form className="moderation__form" onSubmit={submit} aria-busy={sending}>
          {target.message && (
            <figure className="moderation__quote">
              <figcaption className="field__label">
                {MODERATION_TEXT.reportedMessageLabel}
              </figcaption>
              <blockquote dir="auto">{target.message.content}</blockquote>
            </figure>
          )}
          <fieldset className="moderation__reasons">
            <legend className="field__label">{MODERATION_TEXT.reasonLegend}</legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value} className="moderation__reason">
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  required
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={detailsId}>
              {MODERATION_TEXT.detailsLabel}
            </label>
            <textarea
              id={detailsId}
              className="textarea"
              maxLength={REPORT_DETAILS_MAX_LENGTH}
              aria-describedby={hintId}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
            <p id={hintId} className="field__hint">
              {MODERATION_TEXT.detailsHint} {details.length}/{REPORT_DETAILS_MAX_LENGTH}
            </p>
          </div>
          {state.status === 'editing' && state.error && (
            <p className="alert alert--error" role="alert">
              {state.error}
            </p>
          )}
          <div className="moderation__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {MODERATION_TEXT.cancel}
            </button>
            <button type="submit" className="button" disabled={!reason || sending}>
              {sending && <span className="spinner" aria-hidden="true" />}
              {sending ? MODERATION_TEXT.sending : MODERATION_TEXT.send}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
