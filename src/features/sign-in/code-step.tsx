import type { FormEvent } from 'react';
import { formatFullNumberDisplay } from '@/domain/phone';
import { resendLabel } from '@/domain/sign-in';
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
        We sent a 6-digit code to{' '}
        <strong>{formatFullNumberDisplay(flow.countryCode, flow.phone)}</strong>.
      </p>
      {flow.emulatorCode && (
        <p className="alert alert--info" data-testid="emulator-code">
          Emulator mode: no SMS is sent. Your code is <strong>{flow.emulatorCode}</strong>.
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="verification-code">
          Verification code
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
        Verify &amp; Continue
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
          Change phone number
        </button>
      </div>
    </form>
  );
}
