import type { DocPart } from './doc-section';
import { ContactEmail } from './policy-facts';

/** The parts that cover both the Terms of Service and the Privacy Policy. */
export const generalTerms: DocPart = {
  id: 'general',
  title: 'Changes, law and contact',
  sections: [
    {
      id: 'changes',
      title: 'Changes to these terms and this policy',
      body: (
        <p>
          We may update these terms and this policy, for example when we add features or the law
          changes. We will update the effective date at the top and, for important changes, tell you
          in the app at least 15 days before they take effect, unless a change is required by law or
          needed urgently to stop abuse. If you keep using Debate Arena after a change takes effect,
          the new version applies; if you do not agree, you can stop using the app and ask us to
          delete your account. Where the law requires your consent to a change, we will ask for it.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and courts',
      body: (
        <>
          <p>
            These terms are governed by Spanish law, and any dispute about them or about Debate
            Arena is subject to the jurisdiction of the courts of Spain.
          </p>
          <p>
            If you are a consumer living elsewhere in the European Union, you also keep the
            protection of the mandatory consumer laws of your country, and you may bring proceedings
            in the courts where you live. If a court finds part of these terms invalid, the rest
            remains in force.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          For questions about these terms or your data, to exercise your rights or to report abuse,
          email <ContactEmail />. Please include the phone number of your account so that we can
          find it.
        </p>
      ),
    },
  ],
};
