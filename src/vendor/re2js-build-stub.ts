/**
 * A build stub, not app code: the build's stand-in for the `re2js` package. vite.config.ts
 * (`appAliases`, also used by Vitest) resolves every import of `re2js` to this file, which
 * keeps Firestore's regular-expression engine (45 KB gzip) out of the bundle. Firestore
 * uses that engine only to evaluate pipeline expressions (regex_contains, regex_match,
 * LIKE) on the client; this app never builds a pipeline, so it is never called, and if that
 * ever changes, this fails loudly. tests/build/pwa-build.test.ts fails if the alias goes
 * (the engine's code would be back in the bundle, and this file's message gone from it).
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Firestore pipeline regular expressions are not available in Debate Arena.');
  },
};
