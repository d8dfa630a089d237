import { describe, expect, test } from 'vitest';
import { drawMotion, MOTIONS, motionById, otherSide } from './motions';
import { isMotionCategory, MOTION_CATEGORIES } from './motion-categories';

describe('the curated motions', () => {
  test('number at least 100, across every category, with unique ids and titles', () => {
    expect(MOTIONS.length).toBeGreaterThanOrEqual(100);
    for (const category of MOTION_CATEGORIES) {
      expect(MOTIONS.filter((m) => m.category === category.id).length).toBeGreaterThanOrEqual(15);
    }
    expect(new Set(MOTIONS.map((m) => m.id)).size).toBe(MOTIONS.length);
    expect(new Set(MOTIONS.map((m) => m.title.toLowerCase())).size).toBe(MOTIONS.length);
  });

  test('each has a title and two different statements of bounded length', () => {
    for (const motion of MOTIONS) {
      expect(motion.title.trim().length, motion.id).toBeGreaterThan(10);
      expect(motion.title.length, motion.id).toBeLessThanOrEqual(120);
      expect(motion.for.length, motion.id).toBeGreaterThan(20);
      expect(motion.against.length, motion.id).toBeGreaterThan(20);
      expect(motion.for.length, motion.id).toBeLessThanOrEqual(200);
      expect(motion.against.length, motion.id).toBeLessThanOrEqual(200);
      expect(motion.for, motion.id).not.toBe(motion.against);
    }
  });

  test('a draw stays inside the chosen category and covers its first and last motion', () => {
    const tech = MOTIONS.filter((m) => m.category === 'technology');
    expect(drawMotion('technology', 0)).toEqual(tech[0]);
    expect(drawMotion('technology', 0.999999)).toEqual(tech.at(-1));
    for (let r = 0; r < 1; r += 0.01) expect(drawMotion('economy', r).category).toBe('economy');
  });

  test('a draw without a category reaches every motion', () => {
    const seen = new Set<string>();
    for (let i = 0; i < MOTIONS.length; i += 1) {
      seen.add(drawMotion(null, (i + 0.5) / MOTIONS.length).id);
    }
    expect(seen.size).toBe(MOTIONS.length);
  });

  test('an out-of-range random number still draws a motion', () => {
    expect(drawMotion(null, 1).id).toBe(MOTIONS.at(-1)?.id);
    expect(drawMotion(null, -3).id).toBe(MOTIONS[0]?.id);
  });

  test('motions are found by id, and sides name their statements', () => {
    const motion = MOTIONS[5];
    expect(motion && motionById(motion.id)).toBe(motion);
    expect(motionById('nope')).toBeUndefined();
    expect(motionById(7)).toBeUndefined();
    if (!motion) return;
    expect(otherSide('for')).toBe('against');
    expect(otherSide('against')).toBe('for');
  });

  test('only the listed categories are categories', () => {
    expect(isMotionCategory('technology')).toBe(true);
    expect(isMotionCategory('Technology')).toBe(false);
    expect(isMotionCategory(null)).toBe(false);
  });
});
