import { Link } from 'react-router';
import { DocSectionView, TableOfContents, type DocSection } from './doc-section';
import { debatingSections } from './how-it-works-debating';
import { judgingSections } from './how-it-works-judging';
import { INFO_PAGES_TEXT } from './info-pages-texts';
import { PublicPage } from './public-page';

const tips: DocSection = {
  id: 'tips',
  title: 'Tips for debaters',
  body: (
    <ul>
      <li>
        <strong>State your position in your first message.</strong> The judges decide on what is
        written in the debate, nothing else.
      </li>
      <li>
        <strong>Back up your claims</strong> with facts, figures and examples, and say where they
        come from.
      </li>
      <li>
        <strong>One point at a time</strong>: make the claim, give the reason, then the evidence.
      </li>
      <li>
        <strong>Answer their best argument</strong>, not their weakest. Ignoring a strong point
        costs you.
      </li>
      <li>
        <strong>Stay on the topic</strong>, and keep it clear and concise.
      </li>
      <li>
        <strong>Keep it civil.</strong> Personal attacks persuade nobody, and abuse can get an
        account banned.
      </li>
      <li>
        <strong>Watch the clock</strong>, and leave time to sum up before you ask for the verdict.
      </li>
      <li>
        <strong>Argue with your opponent, not the judges.</strong> Instructions to the judges are
        ignored, and trying to manipulate them breaks the rules.
      </li>
      <li>
        <strong>Learn from the feedback.</strong> The full results say what the winner did well and
        what could be improved.
      </li>
    </ul>
  ),
};

const privacy: DocSection = {
  id: 'privacy',
  title: 'Your privacy',
  body: (
    <>
      <ul>
        <li>
          A debate is sent to the AI providers (OpenAI, DeepSeek and xAI) only when both of you
          agree to an evaluation.
        </li>
        <li>The judges’ verdicts are automated opinions, not facts.</li>
        <li>
          Your phone number is shown with the debate requests you post, to your debate opponents,
          and to the people you add or write to; someone who adds you sees your name until you add
          them back or reply.
        </li>
        <li>Your chats are saved on your device so that they also work offline.</li>
      </ul>
      <p>
        The details, and your rights over your data, are in the{' '}
        <Link to="/policy">Terms of Service &amp; Privacy Policy</Link>.
      </p>
    </>
  ),
};

const sections = [...debatingSections, ...judgingSections, tips, privacy];

/** /how-it-works: the debate flow, the AI judges and how their verdict is reached. */
export function HowItWorksPage() {
  return (
    <PublicPage
      title={INFO_PAGES_TEXT.howItWorks}
      documentTitle={INFO_PAGES_TEXT.howItWorksDocumentTitle}
      otherPage={{ to: '/policy', label: INFO_PAGES_TEXT.policyLink }}
      intro={
        <p className="public-page__lede">
          Debate Arena pairs you with another person for a timed, one-to-one debate. When you are
          done, three AI judges read the debate and pick a winner, or call it a draw.
        </p>
      }
    >
      <TableOfContents
        entries={sections.map((section) => ({ id: section.id, label: section.title }))}
      />
      {sections.map((section) => (
        <DocSectionView key={section.id} section={section} level={2} />
      ))}
    </PublicPage>
  );
}
