/**
 * What Quick Match and Practice with AI start from: a time limit and a topic category (or any),
 * carried in the home address `/home?section=quick-match&minutes=15&category=economy`, so a
 * reload, the 'Opponent found' push and Quick Match's practice offer land on the same choice.
 */
import { isQuickMatchTimeLimit, QUICK_MATCH_TIME_LIMITS } from './matchmaking';
import { isMotionCategory, type MotionCategory } from './motion-categories';

export interface MatchChoice {
  timeLimit: number;
  category: MotionCategory | null;
}

export const DEFAULT_MATCH_CHOICE: MatchChoice = {
  timeLimit: QUICK_MATCH_TIME_LIMITS[0],
  category: null,
};

/** The choice in `?minutes=15&category=economy`; anything else reads as the default. */
export function matchChoiceFromParams(params: URLSearchParams): MatchChoice {
  const minutes = Number(params.get('minutes'));
  const category = params.get('category');
  return {
    timeLimit: isQuickMatchTimeLimit(minutes) ? minutes : DEFAULT_MATCH_CHOICE.timeLimit,
    category: isMotionCategory(category) ? category : null,
  };
}

/** The home address of a section with the choice in it. */
export function matchSectionPath(section: string, choice: MatchChoice): string {
  const params = new URLSearchParams({ section, minutes: String(choice.timeLimit) });
  if (choice.category) params.set('category', choice.category);
  return `/home?${params.toString()}`;
}
