import { useCallback, useEffect, useRef } from 'react';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { usePhoneSignIn } from './use-phone-sign-in';
import './sign-in.css';

/** The landing page for signed-out visitors: phone number, then the SMS code. */
export function SignInScreen() {
  const botCheck = useRef<HTMLDivElement>(null);
  const flow = usePhoneSignIn(useCallback(() => botCheck.current, []));

  useEffect(() => {
    document.title = 'Sign in · Debate Arena';
  }, []);

  return (
    <main className="sign-in">
      <div className="sign-in__brand" aria-hidden="true">
        ⚖️
      </div>
      <h1 className="sign-in__title">Welcome to Debate Arena</h1>
      <p className="sign-in__tagline">
        Debate one to one against the clock. Three AI judges decide who argued best.
      </p>
      <section className="card sign-in__card" aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className="sign-in__heading">
          {flow.step === 'phone' ? 'Sign in with your phone' : 'Enter your code'}
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
      <p className="sign-in__footer">
        Your phone number is only used for verification. We never share it or send marketing
        messages.
      </p>
      <nav className="sign-in__links" aria-label="About Debate Arena">
        <a href="/how-it-works">How It Works</a>
        <a href="/policy">Terms &amp; Privacy</a>
      </nav>
    </main>
  );
}
