/**
 * Practice with AI (functions/src/practice): startPractice opens a debate against the AI
 * debater on a curated motion, waiting to start; the AI's replies arrive as messages.
 */
import type { MotionCategory, Side } from '@/domain/motion-categories';
import { callFunction } from './functions';

export interface PracticeChoice {
  /** A curated motion's id, or null to draw one (from `category`, if any). */
  motionId: string | null;
  category: MotionCategory | null;
  /** The person's side, or null to draw it. */
  side: Side | null;
  timeLimit: number;
}

/** Starts a practice debate; needs the network; rejects with the function's message. */
export async function startPractice(choice: PracticeChoice): Promise<string> {
  const { chatId } = await callFunction('startPractice', choice);
  return chatId;
}
