/**
 * emulatorConfig/matchmaking: Quick Match's settings an end-to-end test may shorten on the
 * emulator (functions/src/matchmaking/match-settings.ts). Deployed functions never read it, and
 * the rules let no client touch it.
 */
import { isRecord } from './fields';

interface EmulatorMatchmakingDoc {
  /** When the screen offers 'Practice with AI' (ms); only a whole number of at least 0. */
  practiceOfferMs?: number;
}

/** The settings from the document's stored data; no document reads as none. */
export function readEmulatorMatchmaking(data: unknown): EmulatorMatchmakingDoc {
  const offer = isRecord(data) ? data.practiceOfferMs : undefined;
  const valid = typeof offer === 'number' && Number.isInteger(offer) && offer >= 0;
  return valid ? { practiceOfferMs: offer } : {};
}
