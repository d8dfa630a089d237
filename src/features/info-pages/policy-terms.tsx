import type { DocPart } from './doc-section';
import { ContactEmail, MINIMUM_AGE, SeeSection } from './policy-facts';

export const termsOfService: DocPart = {
  id: 'terms',
  title: 'Terms of Service',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            Debate Arena is an app for one-to-one chats and timed, two-person debates that a panel
            of AI judges can score. In these terms, “Debate Arena”, “we”, “us” and “our” mean the
            team that runs the app, and “you” means the person using it.
          </p>
          <p>
            We are also the controller responsible for the personal data described in the Privacy
            Policy below. You can reach us at <ContactEmail />.
          </p>
        </>
      ),
    },
    {
      id: 'agreement',
      title: 'Agreeing to these terms',
      body: (
        <p>
          You accept these Terms of Service when you tick the box on the sign-in screen and sign in.
          If you do not agree with them, please do not use Debate Arena. The Privacy Policy explains
          how we handle your personal data; please read it as well.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who can use Debate Arena',
      body: (
        <>
          <p>To use Debate Arena you must:</p>
          <ul>
            <li>be at least {MINIMUM_AGE} years old;</li>
            <li>
              sign in with a mobile phone number that you are entitled to use and that can receive
              SMS messages;
            </li>
            <li>
              not have been banned from Debate Arena before, unless we have told you that you may
              come back;
            </li>
            <li>
              use the app only for yourself: do not share your account or sign in for someone else.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'account',
      title: 'Your account',
      body: (
        <>
          <p>
            You sign in with your phone number. We send a one-time code by SMS to check that the
            number is yours; your mobile operator may charge you for receiving it. A short,
            invisible bot check runs when you ask for a code.
          </p>
          <p>
            Your phone number is your account: anyone who can receive codes on it can sign in as
            you. The app keeps you signed in on your device until you sign out, so lock your device
            and sign out on devices you share. If you lose or change your number, or think someone
            else has used your account, contact us. We will never ask you for your sign-in code.
          </p>
          <p>
            Your phone number is used to verify you, and it is also shown to other people where you
            let it: to your debate opponents, to the people you add or write to, and with the debate
            requests you post. The details are in{' '}
            <SeeSection id="who-can-see">Who can see your information</SeeSection>.
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: (
        <>
          <p>
            Your content is what you put into Debate Arena: the messages you send in chats and
            debates, your debate requests (topic, stance and time limit) and your profile (display
            name, bio and profile-picture link).
          </p>
          <ul>
            <li>
              <strong>You keep ownership</strong> of your content.
            </li>
            <li>
              You give us a free, worldwide, non-exclusive licence to store, copy and show your
              content only as needed to run the app: delivering your messages to the other person in
              the chat, showing your debate requests and profile to other users and, when both
              participants agree to an evaluation, sending the debate to the AI judges.
            </li>
            <li>
              Messages belong to a shared conversation: the other participant keeps the chat in
              their history, and a debate’s result records both sides’ arguments.
            </li>
            <li>
              You are responsible for your content. Post only what you have the right to share, and
              do not post other people’s personal information without their permission.
            </li>
            <li>We may remove content that breaks these terms or the law.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'conduct',
      title: 'Acceptable conduct',
      body: (
        <>
          <p>Argue hard, but argue fair. When you use Debate Arena, do not:</p>
          <ul>
            <li>
              harass, threaten, bully or intimidate anyone, or attack people for who they are (for
              example their race, ethnicity, nationality, religion, sex, gender identity, sexual
              orientation, disability or age);
            </li>
            <li>
              post sexual content involving minors (we report it to the authorities), sexually
              explicit material or graphic violence;
            </li>
            <li>share someone else’s private information, such as their phone number;</li>
            <li>spam, advertise, run scams or send harmful links;</li>
            <li>pretend to be someone else;</li>
            <li>
              cheat: use several accounts or arrange results with others to collect medals, or try
              to manipulate the AI judges, for example by writing instructions to them in your
              messages;
            </li>
            <li>break the law or encourage others to;</li>
            <li>
              interfere with the app, probe it for weaknesses, scrape it, or try to get into other
              people’s accounts or data.
            </li>
          </ul>
          <h4>Reporting and bans</h4>
          <p>
            <strong>Users can be reported and banned for abuse.</strong> To report someone, email{' '}
            <ContactEmail subject="Report" /> with their display name or phone number, the debate or
            chat concerned and what happened; screenshots help. We review every report and may warn
            a user, remove content, take away medals or stats won unfairly, or suspend or
            permanently ban the account. In serious cases, or when the law requires it, we may share
            information with the police or other authorities.
          </p>
          <p>
            If we take action against your account and you think we got it wrong, write to us and we
            will look at it again.
          </p>
        </>
      ),
    },
    {
      id: 'ai-judges',
      title: 'AI judges and their verdicts',
      body: (
        <>
          <p>
            When both participants agree to an evaluation, the debate is read by three AI judges:
            models run by OpenAI (GPT-4), DeepSeek and xAI (Grok-3). Without both participants’
            agreement, nothing is sent to them. What is sent, and where, is explained in{' '}
            <SeeSection id="ai-data">AI judges and your data</SeeSection>.
          </p>
          <ul>
            <li>
              <strong>Verdicts are automated opinions, not facts.</strong> AI models make mistakes,
              can disagree with each other and can misread context, humour or sources. A verdict
              says nothing about whether a position is true, or about you as a person.
            </li>
            <li>
              Do not rely on a verdict or on the judges’ analyses for decisions about your health,
              money, legal matters or anything else important.
            </li>
            <li>
              The verdict follows fixed rules, explained on the How It Works page. We may remove a
              result that was obtained by breaking these terms.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'medals',
      title: 'Medals and stats',
      body: (
        <p>
          Winning an evaluated debate earns you a medal, and every evaluated debate updates your
          statistics (wins, losses, draws and win rate). Other users can see your medals and
          statistics. They are for recognition inside the app only: they have no money value, cannot
          be transferred or exchanged, and are not a certificate of skill. We may correct or remove
          medals and statistics that come from an error or from breaking these terms.
        </p>
      ),
    },
    {
      id: 'service',
      title: 'The service',
      body: (
        <>
          <p>
            We work to keep Debate Arena running well, but we provide it “as is” and “as available”.
            It can be interrupted for maintenance, or by problems with our providers, your network
            or your device. Some features work offline: you can read chats saved on your device, and
            messages you write offline are sent when you are back online.
          </p>
          <p>
            We may change, add or remove features. If we ever close Debate Arena, we will announce
            it in the app in advance whenever we can.
          </p>
        </>
      ),
    },
    {
      id: 'ending',
      title: 'Suspension and ending your use',
      body: (
        <p>
          You can stop using Debate Arena at any time and ask us to delete your account (see{' '}
          <SeeSection id="your-rights">Your rights</SeeSection>). We may suspend or close your
          account if you seriously or repeatedly break these terms, if the law requires it, or to
          protect other users; where appropriate we will tell you why. The parts of these terms that
          by their nature should continue (such as liability and governing law) keep applying after
          your account ends.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <>
          <p>
            Nothing in these terms limits liability that the law does not allow to be limited,
            including for gross negligence or wilful misconduct, or your rights as a consumer.
          </p>
          <p>
            Within those limits, we are not responsible for what other users say or do, for
            decisions you take based on AI verdicts or analyses, for losses that we did not cause by
            breaking these terms, or for losses that could not reasonably be foreseen.
          </p>
        </>
      ),
    },
  ],
};
