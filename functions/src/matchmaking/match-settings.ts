/**
 * Quick Match's settings: when the screen offers 'Practice with AI' (PRACTICE_OFFER_MS).
 *
 * On the emulator only, the Admin-only document `emulatorConfig/matchmaking` may shorten
 * it ({ practiceOfferMs }), so an end-to-end test sees the offer without waiting a minute.
 * Deployed functions never read it (FUNCTIONS_EMULATOR is set by the emulator alone), and
 * the rules let no client touch it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readEmulatorMatchmaking } from '@/domain/documents/emulator-matchmaking';
import { PRACTICE_OFFER_MS } from '@/domain/matchmaking';

export const EMULATOR_MATCHMAKING_DOC = 'emulatorConfig/matchmaking';

export interface MatchSettings {
  practiceOfferMs: number;
}

export async function matchSettings(
  db: Firestore,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<MatchSettings> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return { practiceOfferMs: PRACTICE_OFFER_MS };
  const stored = readEmulatorMatchmaking((await db.doc(EMULATOR_MATCHMAKING_DOC).get()).data());
  return { practiceOfferMs: stored.practiceOfferMs ?? PRACTICE_OFFER_MS };
}
