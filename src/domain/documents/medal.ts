/**
 * users/{uid}/medals/{medalId}, one medal of its owner's full history, with the opponent's
 * phone (docs/decisions/0012-safety.md): functions/src/evaluation/medal-award.ts writes it, and
 * only the owner reads it (src/data/users.ts watchMyMedals). The profile's public medals are
 * read by readPublicMedals (profile.ts).
 */
import type { Medal } from '../model';
import { isRecord, millisOf, nonEmptyText, optionalText, shownText } from './fields';

/**
 * The medal from its id and stored data: texts as String() shows them ('' for none), the stored
 * id before the document's, and when it was won (0 when not stored); the opponent's name only
 * when it holds text, the chat only when it is text.
 */
export function readMedal(id: string, data: unknown): Medal {
  const stored = isRecord(data) ? data : {};
  const medal: Medal = {
    id: shownText(stored.id) ?? id,
    topic: shownText(stored.topic) ?? '',
    stance: shownText(stored.stance) ?? '',
    wonAt: millisOf(stored.wonAt) ?? 0,
    opponentPhone: shownText(stored.opponentPhone) ?? '',
    aiAnalysis: shownText(stored.aiAnalysis) ?? '',
  };
  const opponentName = nonEmptyText(stored.opponentName);
  if (opponentName !== undefined) medal.opponentName = opponentName;
  const chatId = optionalText(stored.chatId);
  if (chatId !== undefined) medal.chatId = chatId;
  return medal;
}
