/**
 * The topic categories of the curated motions (./motions.ts), and the two sides of a motion:
 * small on its own, so the home screen's Quick Match card does not load every motion.
 */

export const MOTION_CATEGORIES = [
  { id: 'technology', label: 'Technology' },
  { id: 'society', label: 'Society' },
  { id: 'education', label: 'Education' },
  { id: 'environment', label: 'Environment' },
  { id: 'economy', label: 'Economy' },
  { id: 'culture', label: 'Culture & sport' },
] as const;

export type MotionCategory = (typeof MOTION_CATEGORIES)[number]['id'];

export type Side = 'for' | 'against';

export function isMotionCategory(value: unknown): value is MotionCategory {
  return MOTION_CATEGORIES.some((c) => c.id === value);
}

export function categoryLabel(category: MotionCategory): string {
  return MOTION_CATEGORIES.find((c) => c.id === category)?.label ?? category;
}
