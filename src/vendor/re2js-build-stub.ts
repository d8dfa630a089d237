/**
 * Stands in for `re2js` (45 KB gzip), which Firestore bundles only to evaluate pipeline
 * expressions (regex_contains, regex_match, LIKE) on the client. This app never builds a
 * pipeline, so the real engine is never called; if that ever changes, this fails loudly.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Firestore pipeline regular expressions are not available in Debate Arena.');
  },
};
