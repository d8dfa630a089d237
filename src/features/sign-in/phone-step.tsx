import type { FormEvent } from 'react';
import { formatFullNumberDisplay, PHONE_PLACEHOLDER } from '@/domain/phone';
import { CountrySelect } from './country-select';
import { SIGN_IN_SCREEN_TEXT } from './sign-in-texts';
import type { PhoneSignIn } from './use-phone-sign-in';

export function PhoneStep({ flow }: { flow: PhoneSignIn }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.sendCode();
  };
  return (
    <form className="sign-in__form" onSubmit={submit} noValidate={false}>
      <div className="field">
        <label className="field__label" htmlFor="phone-number">
          {SIGN_IN_SCREEN_TEXT.phoneLabel}
        </label>
        <div className="sign-in__phone-row">
          <CountrySelect
            value={flow.countryCode}
            onChange={flow.setCountryCode}
            disabled={flow.busy}
          />
          <input
            id="phone-number"
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PHONE_PLACEHOLDER}
            required
            value={flow.phone}
            onChange={(e) => flow.setPhone(e.target.value)}
            disabled={flow.busy}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="full-number">
          {SIGN_IN_SCREEN_TEXT.fullNumberLabel}
        </label>
        <input
          id="full-number"
          className="input sign-in__full-number"
          readOnly
          value={formatFullNumberDisplay(flow.countryCode, flow.phone)}
        />
      </div>
      <label className="sign-in__terms">
        <input
          type="checkbox"
          required
          checked={flow.agreed}
          onChange={(e) => flow.setAgreed(e.target.checked)}
          disabled={flow.busy}
        />
        <span>
          {SIGN_IN_SCREEN_TEXT.agreeTo}{' '}
          <a href="/policy" target="_blank" rel="noopener noreferrer">
            {SIGN_IN_SCREEN_TEXT.termsLink}
          </a>
        </span>
      </label>
      <button type="submit" className="button button--block" disabled={!flow.agreed || flow.busy}>
        {SIGN_IN_SCREEN_TEXT.sendCode}
      </button>
    </form>
  );
}
