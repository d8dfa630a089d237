import { describe, expect, test } from 'vitest';
import {
  compatible,
  drawSides,
  entryLive,
  isQuickMatchTicket,
  pairingWindow,
  POOL_HOLD_MS,
  provisionalWidening,
  rankPartners,
  sharedCategory,
  tryOrder,
  WINDOW_MAX,
  windowWidth,
  type PoolEntry,
} from './matchmaking';
import { INITIAL_DEVIATION } from './rating';

const NOW = 1_000_000_000;
const ESTABLISHED = 80;

function entry(uid: string, rating: number, extra: Partial<PoolEntry> = {}): PoolEntry {
  return {
    uid,
    rating,
    deviation: ESTABLISHED,
    timeLimit: 15,
    category: null,
    joinedAt: NOW,
    lastSeenAt: NOW,
    ...extra,
  };
}

describe('the pairing window', () => {
  test('starts at ±100 and widens by 50 every 10 s for an established rating', () => {
    expect(pairingWindow(1500, ESTABLISHED, 0)).toEqual({ width: 100, low: 1400, high: 1600 });
    expect(windowWidth(ESTABLISHED, 9.99)).toBe(100);
    expect(windowWidth(ESTABLISHED, 10)).toBe(150);
    expect(windowWidth(ESTABLISHED, 23)).toBe(200);
    expect(windowWidth(ESTABLISHED, 60)).toBe(400);
  });

  test('starts wider for a provisional rating, by half its deviation beyond 110', () => {
    expect(provisionalWidening(110)).toBe(0);
    expect(provisionalWidening(111)).toBe(50);
    expect(provisionalWidening(200)).toBe(50);
    expect(provisionalWidening(350)).toBe(150);
    expect(windowWidth(350, 0)).toBe(250);
    expect(windowWidth(350, 10)).toBe(300);
  });

  test('an absent or malformed deviation counts as the start deviation (provisional)', () => {
    expect(windowWidth(undefined, 0)).toBe(windowWidth(INITIAL_DEVIATION, 0));
    expect(windowWidth(Number.NaN, 0)).toBe(windowWidth(INITIAL_DEVIATION, 0));
  });

  test('stops widening at its maximum, and a negative wait counts as none', () => {
    expect(windowWidth(ESTABLISHED, 10_000)).toBe(WINDOW_MAX);
    expect(windowWidth(ESTABLISHED, -5)).toBe(100);
  });
});

describe('who may be paired', () => {
  test('two people inside each other’s window, with the same time limit', () => {
    expect(compatible(entry('a', 1500), entry('b', 1600), NOW)).toBe(true);
    expect(compatible(entry('a', 1500), entry('b', 1601), NOW)).toBe(false);
  });

  test('the narrower window decides', () => {
    const waited = entry('a', 1500, { joinedAt: NOW - 30_000 }); // ±250
    expect(compatible(waited, entry('b', 1700), NOW)).toBe(false); // b is at ±100
    expect(compatible(waited, entry('b', 1700, { joinedAt: NOW - 20_000 }), NOW)).toBe(true);
  });

  test('never someone with the other time limit, another category or themselves', () => {
    expect(compatible(entry('a', 1500), entry('b', 1500, { timeLimit: 30 }), NOW)).toBe(false);
    const tech = entry('a', 1500, { category: 'technology' });
    expect(compatible(tech, entry('b', 1500, { category: 'economy' }), NOW)).toBe(false);
    expect(compatible(tech, entry('b', 1500, { category: 'technology' }), NOW)).toBe(true);
    expect(compatible(tech, entry('b', 1500), NOW)).toBe(true);
    expect(compatible(entry('a', 1500), entry('a', 1500), NOW)).toBe(false);
  });

  test('a place unseen for more than two minutes is gone', () => {
    const stale = entry('b', 1500, { lastSeenAt: NOW - POOL_HOLD_MS - 1 });
    expect(entryLive(stale, NOW)).toBe(false);
    expect(entryLive({ lastSeenAt: NOW - POOL_HOLD_MS }, NOW)).toBe(true);
    expect(compatible(entry('a', 1500), stale, NOW)).toBe(false);
  });

  test('partners rank by closest rating, then longest wait, then uid', () => {
    const me = entry('me', 1500, { joinedAt: NOW - 60_000 });
    const ranked = rankPartners(
      me,
      [
        entry('far', 1590),
        entry('near-late', 1480, { joinedAt: NOW - 1_000 }),
        entry('near-early', 1520, { joinedAt: NOW - 5_000 }),
        entry('same-b', 1560),
        entry('same-a', 1440),
        entry('out', 1700),
        entry('other-limit', 1500, { timeLimit: 30 }),
      ],
      NOW,
    ).map((e) => e.uid);
    expect(ranked).toEqual(['near-early', 'near-late', 'same-a', 'same-b', 'far']);
  });

  test('callers joining at once try the equally near from different places, then the rest as ranked', () => {
    const me = entry('me', 1500);
    const ranked = rankPartners(
      me,
      [entry('a', 1500), entry('b', 1500), entry('c', 1500), entry('d', 1530)],
      NOW,
    );
    const order = (random: number) => tryOrder(me, ranked, random).map((e) => e.uid);
    expect(order(0)).toEqual(['a', 'b', 'c', 'd']);
    expect(order(0.4)).toEqual(['b', 'c', 'a', 'd']);
    expect(order(0.99)).toEqual(['c', 'a', 'b', 'd']);
    // A single nearest partner is always tried first; nobody is dropped.
    const single = rankPartners(me, [entry('x', 1510), entry('y', 1450)], NOW);
    expect(tryOrder(me, single, 0.99).map((e) => e.uid)).toEqual(['x', 'y']);
    expect(tryOrder(me, [], 0.5)).toEqual([]);
  });

  test('the pair’s motion comes from the category either chose', () => {
    expect(sharedCategory(null, null)).toBeNull();
    expect(sharedCategory('economy', null)).toBe('economy');
    expect(sharedCategory(null, 'culture')).toBe('culture');
  });

  test('sides are drawn both ways', () => {
    expect(drawSides('a', 'b', 0.2)).toEqual({ for: 'a', against: 'b' });
    expect(drawSides('a', 'b', 0.7)).toEqual({ for: 'b', against: 'a' });
  });
});

describe('a search’s ticket', () => {
  test('is a random id of 8 to 64 letters, digits, - and _', () => {
    expect(isQuickMatchTicket(crypto.randomUUID())).toBe(true);
    expect(isQuickMatchTicket('a'.repeat(8))).toBe(true);
    expect(isQuickMatchTicket('a'.repeat(64))).toBe(true);
    for (const bad of ['a'.repeat(7), 'a'.repeat(65), 'ticket one', 'tick/et/1', 12345678, null]) {
      expect(isQuickMatchTicket(bad)).toBe(false);
    }
  });
});
