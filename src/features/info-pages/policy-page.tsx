import { Link } from 'react-router';
import { DocParts, TableOfContents, tocForParts } from './doc-section';
import { INFO_PAGES_TEXT } from './info-pages-texts';
import { ContactEmail, EFFECTIVE_DATE } from './policy-facts';
import { generalTerms } from './policy-general';
import { privacyPolicy } from './policy-privacy';
import { termsOfService } from './policy-terms';
import { PublicPage } from './public-page';

const parts = [termsOfService, privacyPolicy, generalTerms];

/** /policy: the Terms of Service and the Privacy Policy, one numbered document. */
export function PolicyPage() {
  return (
    <PublicPage
      title={INFO_PAGES_TEXT.policyTitle}
      documentTitle={INFO_PAGES_TEXT.policyDocumentTitle}
      otherPage={{ to: '/how-it-works', label: INFO_PAGES_TEXT.howItWorks }}
      intro={
        <>
          <p className="public-page__meta">
            {INFO_PAGES_TEXT.effectiveDate}{' '}
            <time dateTime={EFFECTIVE_DATE.iso}>{EFFECTIVE_DATE.label}</time>
          </p>
          <p className="public-page__lede">
            These are the rules for using Debate Arena and the explanation of what we do with your
            information. We have tried to write them in plain language.
          </p>
        </>
      }
    >
      <section className="public-page__summary" aria-labelledby="summary-title">
        <h2 id="summary-title" className="public-page__summary-title">
          The short version
        </h2>
        <ul>
          <li>
            You sign in with your phone number and an SMS code. Your number is shown only where you
            let it: with the debate requests you post, to the people you debate, and to people you
            add or write to (or who typed your exact number). Someone who adds you sees your name,
            not your number, until you add them back or reply.
          </li>
          <li>
            Debates are sent to AI judges (OpenAI, DeepSeek and xAI) only when both participants
            agree. Their verdicts are automated opinions, not facts.
          </li>
          <li>Be respectful: users can be reported and banned for abuse.</li>
          <li>
            You can get a copy of your data or have it deleted: write to <ContactEmail />.
          </li>
          <li>Spanish law and the courts of Spain govern these terms.</li>
        </ul>
        <p>
          New here? <Link to="/how-it-works">See how debates and the AI judges work</Link>.
        </p>
      </section>
      <TableOfContents entries={tocForParts(parts)} />
      <DocParts parts={parts} />
    </PublicPage>
  );
}
