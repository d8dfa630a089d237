/**
 * Documents kept only for a while expire through Firestore's TTL policies, deployed from
 * firestore.indexes.json's field overrides (`firebase deploy --only firestore:indexes`).
 * The emulators do not expire anything, so this checks the deployed configuration.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const config = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as { fieldOverrides: FieldOverride[] };

describe('Firestore TTL policies', () => {
  test('accept-notice throttles, debate exit traces, lapsed challenges and Quick Match places expire by expiresAt, without a single-field index on it', () => {
    const ttl = config.fieldOverrides.filter((o) => o.ttl === true);
    expect(ttl).toEqual([
      { collectionGroup: 'acceptNotices', fieldPath: 'expiresAt', ttl: true, indexes: [] },
      { collectionGroup: 'debateExits', fieldPath: 'expiresAt', ttl: true, indexes: [] },
      // A challenge lapses a day after it is sent (CHALLENGE_EXPIRY_MS); an accepted one
      // has no expiresAt (acceptDebateRequest removes it), so its debate can still be exited.
      { collectionGroup: 'debateRequests', fieldPath: 'expiresAt', ttl: true, indexes: [] },
      { collectionGroup: 'matchPool', fieldPath: 'expiresAt', ttl: true, indexes: [] },
    ]);
  });
});
