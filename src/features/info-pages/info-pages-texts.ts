/**
 * The words around the public pages: their titles, the links between them and the page
 * frame. The documents themselves (policy-*.tsx, how-it-works-*.tsx) are their own text.
 */
export const INFO_PAGES_TEXT = {
  backToApp: 'Back to Debate Arena',
  moreAbout: 'More about Debate Arena',
  backToTop: 'Back to top',
  contents: 'Contents',
  howItWorks: 'How It Works',
  howItWorksDocumentTitle: 'How It Works · Debate Arena',
  policyTitle: 'Terms of Service & Privacy Policy',
  policyDocumentTitle: 'Terms & Privacy · Debate Arena',
  policyLink: 'Terms & Privacy',
  effectiveDate: 'Effective date:',
} as const;
