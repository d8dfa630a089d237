/**
 * The appeal of a verdict (docs/decisions/0014-arena.md §5): 'Appeal Verdict', the appealVerdict
 * function. The appeal stored on debateResults/{chatId} (`appeal`) is read with the result
 * (readShownAppeal, src/domain/documents/appeal.ts).
 */
import { callFunction } from './functions';
import type { AppealVerdictResponse } from '@/domain/callables';

/**
 * 'Appeal Verdict': a fresh panel judges with the positions swapped (appealVerdict).
 * Rejects with the function's message, e.g. 'A unanimous verdict cannot be appealed.'.
 */
export function appealVerdict(chatId: string): Promise<AppealVerdictResponse> {
  return callFunction('appealVerdict', { chatId });
}
