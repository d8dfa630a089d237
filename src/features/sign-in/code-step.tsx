import type { FormEvent } from 'react';
import { formatFullNumberDisplay } from '@/domain/phone';
import { resendLabel } from '@/domain/sign-in';
import { SIGN_IN_SCREEN_TEXT } from './sign-in-texts';
import type { PhoneSignIn } from './use-phone-sign-in';
import { useSecondsLeft } from './use-seconds-left';

export function CodeStep({ flow }: { flow: PhoneSignIn }) {
  const secondsLeft = useSecondsLeft(flow.resendAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify();
  };
  return (
    <form className="sign-in__form" onSubmit={submit}>
      <p className="sign-in__sent-to">
        {SIGN_IN_SCREEN_TEXT.codeSentTo}{' '}
        <strong>{formatFullNumberDisplay(flow.countryCode, flow.phone)}</strong>.
      </p>
      {flow.emulatorCode && (
        <p className="alert alert--info" data-testid="emulator-code">
          {SIGN_IN_SCREEN_TEXT.emulatorCode} <strong>{flow.emulatorCode}</strong>.
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="verification-code">
          {SIGN_IN_SCREEN_TEXT.codeLabel}
        </label>
        <input
          id="verification-code"
          className="input sign-in__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          value={flow.code}
          onChange={(e) => flow.setCode(e.target.value)}
          disabled={flow.busy}
        />
      </div>
      <button type="submit" className="button button--block" disabled={flow.busy}>
        {SIGN_IN_SCREEN_TEXT.verify}
      </button>
      <div className="sign-in__secondary">
        <button
          type="button"
          className="link-button"
          disabled={flow.busy || secondsLeft > 0}
          onClick={() => void flow.resendCode()}
        >
          {resendLabel(secondsLeft)}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={flow.busy}
          onClick={flow.changePhoneNumber}
        >
          {SIGN_IN_SCREEN_TEXT.changePhone}
        </button>
      </div>
    </form>
  );
}
