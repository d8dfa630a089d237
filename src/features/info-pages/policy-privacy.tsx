import type { DocPart } from './doc-section';
import { ContactEmail, SeeSection } from './policy-facts';
import { privacyRightsSections } from './policy-privacy-rights';

/** What we hold, who sees it and why. Retention and rights live in policy-privacy-rights. */
export const privacyPolicy: DocPart = {
  id: 'privacy',
  title: 'Privacy Policy',
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      body: (
        <p>
          Debate Arena decides how and why the personal data described here is used, which makes us
          its “controller” under the EU General Data Protection Regulation (GDPR) and the Spanish
          data protection law. For anything about your data, write to <ContactEmail />.
        </p>
      ),
    },
    {
      id: 'data-we-store',
      title: 'The data we store',
      body: (
        <>
          <dl>
            <dt>Account</dt>
            <dd>
              Your phone number, a user ID, the date you joined and when you were last active.
            </dd>
            <dt>Profile</dt>
            <dd>Your display name, bio and profile-picture link, if you add them.</dd>
            <dt>Contacts</dt>
            <dd>
              The people you add, with their user ID, display name, picture link and the date added,
              and their phone number once they let you see it (see{' '}
              <SeeSection id="who-can-see">Who can see your information</SeeSection>). Contacts are
              mutual: adding someone also adds you to their list, marked “Added you”.
            </dd>
            <dt>Debate requests</dt>
            <dd>
              The topic, your stance, the time limit, your phone number, when you posted it and,
              once accepted, who accepted it and when.
            </dd>
            <dt>Chats and messages</dt>
            <dd>
              Who takes part, each message’s text, sender and time and, for debates, the topic,
              stances, time limit, start and end times, and each side’s “ready” and “agree to
              evaluate” choices.
            </dd>
            <dt>Debate results</dt>
            <dd>
              The verdict, the judges’ analyses and reasons, both stances and each participant’s
              messages as evaluated.
            </dd>
            <dt>Medals and stats</dt>
            <dd>
              Your medals (topic, stance, date, your opponent’s phone number and the AI analysis)
              and your numbers of debates, wins, losses and draws.
            </dd>
            <dt>Notifications</dt>
            <dd>
              In-app notices about accepted debates and results, and whether you have read them.
            </dd>
            <dt>Notification tokens</dt>
            <dd>
              If you allow push notifications, a token that identifies your browser to its push
              service, so that we can alert you when your debate is accepted or your result is in.
            </dd>
            <dt>Technical data</dt>
            <dd>
              Our providers process IP addresses, device and browser details and logs as needed to
              deliver the service, stop abuse and keep it secure.
            </dd>
          </dl>
          <p>We do not read your phone’s address book, track your location or handle payments.</p>
        </>
      ),
    },
    {
      id: 'who-can-see',
      title: 'Who can see your information',
      body: (
        <>
          <ul>
            <li>
              <strong>Other signed-in users</strong> can see your display name, bio, picture, medals
              and statistics: in user search, in chats and on the participant card in a debate. If
              you have not set a display name, the app shows a generated name that ends with the
              last four digits of your phone number.
            </li>
            <li>
              <strong>Your phone number</strong> reaches another person only when you let it: (a)
              they typed your exact number in user search (a limited number of searches per hour,
              and never someone you have blocked); (b) you added them as a contact, or you wrote to
              them in a chat; (c) you posted a debate request, which shows your number to everyone
              who browses requests until it is accepted or cancelled; or (d) you and they debated
              each other (the request shows who accepted it, and a medal won against you records
              your number in the winner’s own medal history, which only the winner can see; others
              see only your name on it). Being added by someone, or having them open a chat with
              you, shows them your name, not your number: their list and chat say “Phone hidden
              until they add you or reply” until you add them back or reply. Blocking someone takes
              your number back from your chat with them. Notifications and push alerts never contain
              a phone number.
            </li>
            <li>
              <strong>Your messages</strong> are seen by the other person in the chat.
            </li>
            <li>
              <strong>AI providers</strong> receive a debate only when both participants agree to an
              evaluation (see <SeeSection id="ai-data">AI judges and your data</SeeSection>).
            </li>
            <li>
              <strong>Our service providers</strong> process data for us (see{' '}
              <SeeSection id="providers">Service providers and transfers</SeeSection>).
            </li>
            <li>
              <strong>Authorities</strong>, only when the law requires it or to protect someone’s
              safety.
            </li>
          </ul>
          <p>We do not sell your data, and we do not use it for advertising.</p>
          <p>
            A profile picture is a link to an image stored on another website; when other users see
            it, their device loads it from that website.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: 'Why we use your data',
      body: (
        <>
          <ul>
            <li>
              <strong>To provide Debate Arena</strong> (your account, chats, debates, contacts,
              medals, statistics and in-app notifications): this is needed to perform our agreement
              with you.
            </li>
            <li>
              <strong>To have a debate evaluated</strong> by the AI judges: your consent, which both
              participants give by requesting and agreeing to the evaluation. You can withdraw it by
              cancelling before the evaluation starts.
            </li>
            <li>
              <strong>To send push notifications</strong>: your consent, given through your
              browser’s permission prompt. You can withdraw it in your browser settings at any time.
            </li>
            <li>
              <strong>To keep Debate Arena safe</strong> (bot checks, preventing fraud and abuse,
              handling reports and bans): our legitimate interest, and yours, in a safe community.
            </li>
            <li>
              <strong>To meet legal obligations</strong>, such as answering lawful requests from
              authorities.
            </li>
          </ul>
          <p>
            AI verdicts only change medals and statistics inside the app. We do not take decisions
            that have legal or similarly significant effects on you based solely on automated
            processing.
          </p>
        </>
      ),
    },
    {
      id: 'ai-data',
      title: 'AI judges and your data',
      body: (
        <>
          <p>
            <strong>
              A debate transcript is sent to the AI providers only when both participants agree to
              an evaluation.
            </strong>{' '}
            We then send each judge the debate topic, the participants’ display names (or generated
            names) and stances, and the debate’s messages. We do not send your full phone number.
          </p>
          <ul>
            <li>OpenAI (GPT-4), in the United States;</li>
            <li>
              DeepSeek (DeepSeek Chat), which processes data in the People’s Republic of China;
            </li>
            <li>xAI (Grok-3), in the United States.</li>
          </ul>
          <p>
            Each provider uses the transcript to produce its verdict, under its own API terms and
            privacy policy, which may allow it to keep the data for a limited time, for example to
            detect abuse. The result is stored with us and shown to both participants. Please do not
            include personal details about yourself or others in a debate you plan to have
            evaluated.
          </p>
        </>
      ),
    },
    {
      id: 'providers',
      title: 'Service providers and transfers',
      body: (
        <>
          <ul>
            <li>
              <strong>Google (Firebase)</strong> runs our sign-in with SMS codes, database, server
              functions and push messaging. The bot check at sign-in uses Google reCAPTCHA, which
              may set its own cookie and collect device information under Google’s privacy policy.
            </li>
            <li>
              <strong>OpenAI, DeepSeek and xAI</strong> act as the AI judges, only for debates that
              both participants asked to have evaluated.
            </li>
            <li>
              <strong>Your browser’s push service</strong> (run by your browser’s maker) delivers
              push notifications to your device.
            </li>
          </ul>
          <p>
            Some of these providers process data outside the European Economic Area, including in
            the United States and China. When data leaves the EEA we rely on the safeguards the GDPR
            provides for, such as European Commission adequacy decisions or standard contractual
            clauses, and for AI evaluations on the consent you give when you agree to one. You can
            ask us for more information about these safeguards.
          </p>
        </>
      ),
    },
    ...privacyRightsSections,
  ],
};
