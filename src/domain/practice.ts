/**
 * Practice with AI (docs/decisions/0025-never-alone.md §3): a debate against the AI debater, who
 * takes the other side of a curated motion (src/domain/motions.ts). Shared by the functions that
 * start it and write the AI's replies (functions/src/practice), the screens that mark the AI, and
 * the demo debater (scripts/judge-server/debater.ts).
 *
 * A practice chat's id starts with PRACTICE_CHAT_PREFIX: the app knows one without a read.
 */

/** The AI debater's participant id: no account has it (Auth ids are 28 random characters). */
export const AI_DEBATER_UID = 'ai-debater';
export const AI_DEBATER_NAME = 'AI debater';
export const PRACTICE_CHAT_PREFIX = 'practice-';
/**
 * chats/{chatId}/aiAsks/{messageId}: written by the person's client in the batch of their
 * messages in a practice debate (src/data/messages.ts), one per batch for its newest message;
 * the AI debater's reply trigger runs on these only (functions/src/practice/ai-reply.ts).
 */
export const AI_ASKS = 'aiAsks';

/** The local demo server answering as the debater (no provider keys): named on the result. */
export const DEMO_DEBATER_VENDOR = 'Local demo debater';
export const DEMO_DEBATER_MODEL = 'local-demo-debater';

export function isAiDebater(uid: string | null | undefined): boolean {
  return uid === AI_DEBATER_UID;
}

export function isPracticeChatId(chatId: string): boolean {
  return chatId.startsWith(PRACTICE_CHAT_PREFIX);
}

/** Who wrote the AI's side of a practice debate, as the chat and its result store it. */
export interface AiDebaterInfo {
  /** 'OpenAI', 'DeepSeek', 'xAI', or DEMO_DEBATER_VENDOR. */
  vendor: string;
  model: string;
  /** The local demo server, not an AI model. */
  demo: boolean;
}

/** 'OpenAI (gpt-4o-mini)', or the demo's name alone. */
export function aiDebaterVendorText(info: AiDebaterInfo): string {
  return info.demo || !info.model ? info.vendor : `${info.vendor} (${info.model})`;
}
