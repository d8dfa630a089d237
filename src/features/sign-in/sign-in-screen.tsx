import { useCallback, useRef } from 'react';
import { LandingHeader } from '@/components/landing-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { SIGN_IN_SCREEN_TEXT } from './sign-in-texts';
import { usePhoneSignIn } from './use-phone-sign-in';
import './sign-in.css';

/** The landing page for signed-out visitors: phone number, then the SMS code. */
export function SignInScreen() {
  const botCheck = useRef<HTMLDivElement>(null);
  const flow = usePhoneSignIn(useCallback(() => botCheck.current, []));

  useDocumentTitle(SIGN_IN_SCREEN_TEXT.documentTitle);

  return (
    <main className="landing">
      <LandingHeader />
      <section className="card sign-in__card" aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className="sign-in__heading">
          {flow.step === 'phone'
            ? SIGN_IN_SCREEN_TEXT.phoneHeading
            : SIGN_IN_SCREEN_TEXT.codeHeading}
        </h2>
        {flow.busy && flow.status && (
          <p className="sign-in__busy" role="status">
            <span className="spinner" aria-hidden="true" />
            {flow.status}
          </p>
        )}
        {!flow.busy && flow.status && (
          <p className="alert alert--success" role="status">
            {flow.status}
          </p>
        )}
        {flow.error && (
          <p className="alert alert--error" role="alert">
            {flow.error}
          </p>
        )}
        {flow.step === 'phone' ? <PhoneStep flow={flow} /> : <CodeStep flow={flow} />}
        <div ref={botCheck} id="bot-check" className="sign-in__bot-check" />
      </section>
      <p className="sign-in__footer">{SIGN_IN_SCREEN_TEXT.footer}</p>
      <nav className="sign-in__links" aria-label={SIGN_IN_SCREEN_TEXT.about}>
        <a href="/how-it-works">{SIGN_IN_SCREEN_TEXT.howItWorks}</a>
        <a href="/policy">{SIGN_IN_SCREEN_TEXT.terms}</a>
      </nav>
    </main>
  );
}
