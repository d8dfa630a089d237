/**
 * Profiles written before docs/decisions/0012-safety.md kept the phone number, lastActive and full
 * medals (with the opponent's phone) on the public users/{uid}. public-identity.ts moves them
 * (identityPlan); readStoredMedals (src/domain/documents/profile.ts) tells the legacy medals
 * from the public ones.
 */

/** Profile fields that are private now: moved to users/{uid}/private/account, then deleted. */
export const LEGACY_PRIVATE_FIELDS = ['phoneNumber', 'lastActive'] as const;
