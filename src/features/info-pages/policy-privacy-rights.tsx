import type { DocSection } from './doc-section';
import { ContactEmail, MINIMUM_AGE, SeeSection } from './policy-facts';

/** The second half of the Privacy Policy: the device, retention, your rights, children, security. */
export const privacyRightsSections: readonly DocSection[] = [
  {
    id: 'on-device',
    title: 'What is stored on your device',
    body: (
      <>
        <p>Debate Arena stores some data in your browser, on your own device:</p>
        <ul>
          <li>
            <strong>Offline copies of your chats</strong> and their messages, so that they open
            instantly and work without a connection, and messages you write offline until they are
            sent.
          </li>
          <li>
            <strong>Sign-in persistence</strong>: your sign-in session is kept in the browser’s
            local storage so that you stay signed in.
          </li>
          <li>
            <strong>The app itself</strong>: its files are cached so that it starts offline and can
            update.
          </li>
          <li>
            A small record, kept by the Firebase libraries for 30 days, of the days the app was
            used, which is sent to Google with requests.
          </li>
        </ul>
        <p>
          These are needed for the service you ask for, so they do not require your consent. We do
          not use advertising or analytics cookies. The data stays on the device until you remove
          it: sign out and clear Debate Arena’s site data in your browser settings, or uninstall the
          app. Anyone who can use your unlocked device may be able to see it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data, and deletion',
    body: (
      <>
        <ul>
          <li>
            We keep your account, profile, contacts, chats, debate requests, results, medals,
            statistics and notifications for as long as you have an account.
          </li>
          <li>
            Notification tokens are deleted when you sign out, or when the push service tells us a
            token no longer works.
          </li>
          <li>
            When you ask us to delete your account, we delete or anonymise your personal data within
            one month. That includes your profile, phone number, contacts, notifications, debate
            requests and tokens, and your details in other users’ contact lists and medals. Messages
            and debate results you took part in are deleted or anonymised so that they no longer
            identify you.
          </li>
          <li>
            We keep limited data longer only when we must: to enforce a ban (the banned phone
            number), while a report is being reviewed, to deal with legal claims, or when the law
            requires it.
          </li>
          <li>
            Data stored on your device stays there until you clear it (see{' '}
            <SeeSection id="on-device">What is stored on your device</SeeSection>). Copies held by
            the AI providers follow their own policies.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: get a copy of your personal data and information about how we
            use it.
          </li>
          <li>
            <strong>Rectification</strong>: have inaccurate data corrected. You can change your
            display name, bio and picture yourself in your profile.
          </li>
          <li>
            <strong>Erasure</strong>: have your account and personal data deleted.
          </li>
          <li>
            <strong>Portability</strong>: receive the data you gave us in a structured,
            machine-readable format (JSON), or have it sent to another service.
          </li>
          <li>
            <strong>Objection</strong>: object to uses based on our legitimate interests.
          </li>
          <li>
            <strong>Restriction</strong> of how we use your data in some cases, and to{' '}
            <strong>withdraw consent</strong> at any time (this does not affect what was done
            before).
          </li>
        </ul>
        <h4>How to exercise them</h4>
        <p>
          Email <ContactEmail subject="Data request" /> from any address, with the phone number of
          your account and what you would like us to do. To protect your account we may ask for
          information that confirms it is yours, but we will never ask for an SMS sign-in code. We
          answer within one month; if a request is complex we may take up to two more months and
          will tell you why. Requests are free of charge.
        </p>
        <p>
          If you are not happy with our answer, you can complain to the Spanish Data Protection
          Agency (Agencia Española de Protección de Datos,{' '}
          <a href="https://www.aepd.es" rel="noopener noreferrer">
            aepd.es
          </a>
          ) or to the data protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Debate Arena is not meant for children. You must be at least {MINIMUM_AGE} to use it, and we
        do not knowingly collect data from anyone younger. If we learn that a child under{' '}
        {MINIMUM_AGE} has an account, we delete it. Parents or guardians who believe their child has
        signed up can contact us at <ContactEmail />.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels encrypted between your device and our services. Our database rules let each
        user read only what they are allowed to, for example only a chat’s participants can read it,
        and the AI providers’ keys stay on our servers, never in the app. No system is perfectly
        secure: if a breach puts your data at risk, we will tell you and the authorities as the law
        requires.
      </p>
    ),
  },
];
