import type { ReactNode } from 'react';
import { PUSH_BLOCKER_TEXT, PUSH_FAILURE_TEXT, PUSH_SETTINGS_TEXT } from './push-settings-texts';
import { usePushControl, type PushControl } from './use-push-control';

/** Blockers after which the app can still notify while it is open in the background. */
const WHILE_OPEN_POSSIBLE = new Set(['emulator', 'no-vapid-key', 'no-service-worker']);

function WhileOpen({ control }: { control: PushControl }) {
  if (!control.canNotifyWhileOpen) return null;
  if (control.permission === 'granted') {
    return <p className="app-settings__note">{PUSH_SETTINGS_TEXT.whileOpenOn}</p>;
  }
  if (control.permission !== 'default') return null;
  return (
    <>
      <p className="app-settings__note">{PUSH_SETTINGS_TEXT.whileOpenPitch}</p>
      <button type="button" className="button button--secondary" onClick={control.allowWhileOpen}>
        {PUSH_SETTINGS_TEXT.allowWhileOpen}
      </button>
    </>
  );
}

function Body({ control }: { control: PushControl }): ReactNode {
  const { status } = control;
  switch (status.kind) {
    case 'unavailable':
      return (
        <>
          <p className="app-settings__note" data-testid="push-unavailable">
            {PUSH_BLOCKER_TEXT[status.blocker]}
          </p>
          {WHILE_OPEN_POSSIBLE.has(status.blocker) && <WhileOpen control={control} />}
        </>
      );
    case 'on':
      return (
        <>
          <p className="app-settings__note">{PUSH_SETTINGS_TEXT.on}</p>
          <button type="button" className="button button--secondary" onClick={control.disable}>
            {PUSH_SETTINGS_TEXT.disable}
          </button>
        </>
      );
    case 'working':
      return (
        <button type="button" className="button" disabled aria-busy="true">
          {PUSH_SETTINGS_TEXT.working}
        </button>
      );
    case 'off':
    case 'failed':
      return (
        <>
          <p className="app-settings__note">
            {status.kind === 'failed' ? PUSH_FAILURE_TEXT[status.reason] : PUSH_SETTINGS_TEXT.pitch}
          </p>
          <button type="button" className="button" onClick={control.enable}>
            {PUSH_SETTINGS_TEXT.enable}
          </button>
        </>
      );
  }
}

/** 'Enable notifications': push for this device, or why it is not possible here. */
export function PushControlCard({ uid }: { uid: string }) {
  const control = usePushControl(uid);
  return (
    <div className="app-settings__item" aria-live="polite">
      <h3 className="app-settings__title">{PUSH_SETTINGS_TEXT.title}</h3>
      <Body control={control} />
    </div>
  );
}
