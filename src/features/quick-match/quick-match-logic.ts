/**
 * Quick Match's screen logic: the choice carried in the address (so a reload or the
 * 'Opponent found' push lands on the same search), and the waiting clock.
 */
import { isQuickMatchTimeLimit, QUICK_MATCH_TIME_LIMITS } from '@/domain/matchmaking';
import { isMotionCategory, type MotionCategory } from '@/domain/motion-categories';

export interface Choice {
  timeLimit: number;
  category: MotionCategory | null;
}

export const DEFAULT_CHOICE: Choice = { timeLimit: QUICK_MATCH_TIME_LIMITS[0], category: null };

/** The choice in `?minutes=15&category=economy`; anything else reads as the default. */
export function choiceFromParams(params: URLSearchParams): Choice {
  const minutes = Number(params.get('minutes'));
  const category = params.get('category');
  return {
    timeLimit: isQuickMatchTimeLimit(minutes) ? minutes : DEFAULT_CHOICE.timeLimit,
    category: isMotionCategory(category) ? category : null,
  };
}

/** The home address of a section with the choice in it. */
export function sectionPath(section: string, choice: Choice): string {
  const params = new URLSearchParams({ section, minutes: String(choice.timeLimit) });
  if (choice.category) params.set('category', choice.category);
  return `/home?${params.toString()}`;
}

/** '0:23', '12:05': minutes and seconds waited. */
export function waitedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
