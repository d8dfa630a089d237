import { describe, expect, test } from 'vitest';
import {
  BROWSE_REFRESH_MS,
  BROWSE_TEXT,
  REQUEST_TABS,
  acceptRequestError,
  browseEmptyState,
  browseRequests,
  matchesTopic,
  mergeRequestLists,
  requestBadge,
  requestInTab,
  requestTabLabel,
  requesterFields,
  sameRequesterFields,
  sortRequestsNewestFirst,
  stancePreview,
} from './debate-requests';
import { readProfile } from './documents/profile';
import { fallbackDisplayName } from './fallback-name';
import type { DebateRequest } from './model';

const ME = 'me';

function request(overrides: Partial<DebateRequest>): DebateRequest {
  return {
    id: 'r',
    userId: 'other',
    userPhone: '+15550001111',
    topic: 'Topic',
    stance: 'Stance',
    timeLimit: 30,
    timestamp: 1_000,
    status: 'pending',
    ...overrides,
  };
}

const mine = request({ id: 'mine-pending', userId: ME, topic: 'Cats rule', timestamp: 10 });
const mineMatched = request({
  id: 'mine-matched',
  userId: ME,
  topic: 'Dogs drool',
  status: 'matched',
  timestamp: 30,
});
const theirs = request({ id: 'theirs-pending', topic: 'CATS are aloof', timestamp: 20 });
const theirsMatched = request({
  id: 'theirs-matched',
  topic: 'Cats?',
  status: 'matched',
  timestamp: 40,
});
const all = [mine, mineMatched, theirs, theirsMatched];

describe('requestInTab', () => {
  test('shows my requests in any status on My Debates', () => {
    expect(requestInTab(mine, 'mine', ME)).toBe(true);
    expect(requestInTab(mineMatched, 'mine', ME)).toBe(true);
    expect(requestInTab(theirs, 'mine', ME)).toBe(false);
  });

  test("shows only others' pending requests on Available", () => {
    expect(requestInTab(theirs, 'available', ME)).toBe(true);
    expect(requestInTab(theirsMatched, 'available', ME)).toBe(false);
    expect(requestInTab(mine, 'available', ME)).toBe(false);
  });

  test("shows mine and others' pending requests on All, never others' matched ones", () => {
    expect(all.filter((r) => requestInTab(r, 'all', ME)).map((r) => r.id)).toEqual([
      'mine-pending',
      'mine-matched',
      'theirs-pending',
    ]);
  });
});

describe('browseRequests', () => {
  test('counts each tab and lists the chosen one newest first', () => {
    const view = browseRequests(all, { tab: 'all', search: '', currentUid: ME });
    expect(view.counts).toEqual({ all: 3, mine: 2, available: 1 });
    expect(view.visible.map((r) => r.id)).toEqual([
      'mine-matched',
      'theirs-pending',
      'mine-pending',
    ]);
  });

  test('filters by topic, case-insensitively, in the list and the counts', () => {
    const view = browseRequests(all, { tab: 'all', search: '  cats ', currentUid: ME });
    expect(view.visible.map((r) => r.id)).toEqual(['theirs-pending', 'mine-pending']);
    expect(view.counts).toEqual({ all: 2, mine: 1, available: 1 });
  });

  test('lists one tab only', () => {
    expect(browseRequests(all, { tab: 'available', search: '', currentUid: ME }).visible).toEqual([
      theirs,
    ]);
    expect(
      browseRequests(all, { tab: 'mine', search: '', currentUid: ME }).visible.map((r) => r.id),
    ).toEqual(['mine-matched', 'mine-pending']);
  });
});

describe('matchesTopic', () => {
  test('matches a case-insensitive substring and keeps everything for a blank search', () => {
    expect(matchesTopic({ topic: 'Is AI Art?' }, 'ai a')).toBe(true);
    expect(matchesTopic({ topic: 'Is AI Art?' }, 'music')).toBe(false);
    expect(matchesTopic({ topic: 'x' }, '   ')).toBe(true);
  });
});

describe('sortRequestsNewestFirst', () => {
  test('puts the newest first and an unstamped request before all', () => {
    const sorted = sortRequestsNewestFirst([
      request({ id: 'a', timestamp: 1 }),
      request({ id: 'b', timestamp: null }),
      request({ id: 'c', timestamp: 3 }),
      request({ id: 'd', timestamp: 3 }),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['b', 'c', 'd', 'a']);
  });
});

describe('mergeRequestLists', () => {
  test('keeps each request once, the later copy winning', () => {
    const stale = request({ id: 'x', status: 'pending' });
    const fresh = request({ id: 'x', status: 'matched' });
    const merged = mergeRequestLists([stale, request({ id: 'y' })], [fresh]);
    expect(merged).toHaveLength(2);
    expect(merged.find((r) => r.id === 'x')?.status).toBe('matched');
  });
});

describe('labels and texts', () => {
  test('labels the tabs All, My Debates and Available with counts', () => {
    expect(REQUEST_TABS.map((tab, i) => requestTabLabel(tab, i))).toEqual([
      'All (0)',
      'My Debates (1)',
      'Available (2)',
    ]);
  });

  test("badges pending as 'Waiting for opponent' and matched as 'Accepted!'", () => {
    expect(requestBadge('pending')).toBe('Waiting for opponent');
    expect(requestBadge('matched')).toBe('Accepted!');
  });

  test('shows the search text when a search finds nothing, else invites a first debate', () => {
    expect(browseEmptyState(' pizza ')).toEqual({
      title: 'No debates found',
      hint: 'No topics match "pizza".',
      leadsOn: false,
    });
    expect(browseEmptyState('')).toEqual({
      title: 'No debates available',
      hint: 'Be the first to create a debate!',
      leadsOn: true,
    });
  });

  test('refreshes every 10 seconds and asks signed-out users to sign in', () => {
    expect(BROWSE_REFRESH_MS).toBe(10_000);
    expect(BROWSE_TEXT.signedOut).toBe('Please sign in to view and accept debate requests.');
  });
});

describe('acceptRequestError', () => {
  test('requires a signed-in user', () => {
    expect(acceptRequestError(theirs, null)).toBe('Please sign in to accept debates');
  });

  test('requires the request to exist', () => {
    expect(acceptRequestError(null, ME)).toBe('Debate request not found');
  });

  test('requires the request to be pending', () => {
    expect(acceptRequestError(theirsMatched, ME)).toBe(
      'This debate request is no longer available',
    );
  });

  test('refuses accepting your own request', () => {
    expect(acceptRequestError(mine, ME)).toBe('Cannot accept your own debate request');
  });

  test("allows accepting another user's pending request", () => {
    expect(acceptRequestError(theirs, ME)).toBeNull();
  });
});

describe('stancePreview', () => {
  test('keeps a stance of up to 140 characters whole', () => {
    const stance = 'x'.repeat(140);
    expect(stancePreview(stance)).toEqual({ text: stance, truncated: false });
  });

  test('cuts a longer stance to its first 140 characters and says so', () => {
    const preview = stancePreview(`${'a'.repeat(140)}bcd`);
    expect(preview).toEqual({ text: `${'a'.repeat(140)}…`, truncated: true });
  });

  test('counts an emoji as one character and never cuts it in two', () => {
    const preview = stancePreview(`${'🙂'.repeat(141)}`);
    expect([...preview.text]).toHaveLength(141);
    expect(preview.text.startsWith('🙂'.repeat(140))).toBe(true);
  });
});

describe('requesterFields', () => {
  const phone = '+15550001111';

  test('names the requester by their display name, with their rating', () => {
    expect(
      requesterFields({ displayName: ' Ada ', rating: 1534, ratingDeviation: 80 }, phone),
    ).toEqual({ userName: 'Ada', userRating: 1534, userProvisional: false });
  });

  test('without a display name, the stored generated name, else the one from the phone', () => {
    expect(requesterFields({ fallbackName: 'LogicLord1111' }, phone).userName).toBe(
      'LogicLord1111',
    );
    expect(requesterFields(undefined, phone).userName).toBe(fallbackDisplayName(phone));
  });

  test('a stored name that is not text names no one, as readProfile reads the profile', () => {
    const stored = readProfile({ displayName: 42, fallbackName: 'LogicLord1111' });
    expect(requesterFields(stored, phone).userName).toBe('LogicLord1111');
    expect(requesterFields(readProfile({ fallbackName: ['x'] }), phone).userName).toBe(
      fallbackDisplayName(phone),
    );
  });

  test('a profile with no rated debate yet is the starting rating, provisional', () => {
    expect(requesterFields({ displayName: 'New' }, phone)).toMatchObject({
      userRating: 1500,
      userProvisional: true,
    });
  });

  test('sameRequesterFields tells a rename or a new rating from no change', () => {
    const a = requesterFields({ displayName: 'Ada', rating: 1500 }, phone);
    expect(sameRequesterFields(a, { ...a })).toBe(true);
    expect(sameRequesterFields(a, { ...a, userName: 'Ada L' })).toBe(false);
    expect(sameRequesterFields(a, { ...a, userRating: 1216 })).toBe(false);
    expect(sameRequesterFields(a, { ...a, userProvisional: false })).toBe(false);
  });
});

describe('browseRequests: challenges', () => {
  const NOW = 10_000;
  const incoming = request({ id: 'c-in', challengedUid: ME, expiresAt: NOW + 1 });
  const lapsed = request({ id: 'c-old', challengedUid: ME, expiresAt: NOW });
  const sent = request({ id: 'c-out', userId: ME, challengedUid: 'other', expiresAt: NOW - 1 });

  test('a challenge to me is Available until it lapses; my own sent one stays in My Debates', () => {
    const all = browseRequests([incoming, lapsed, sent], {
      tab: 'all',
      search: '',
      currentUid: ME,
      now: NOW,
    });
    expect(all.visible.map((r) => r.id).sort()).toEqual(['c-in', 'c-out']);
    expect(all.counts).toEqual({ all: 2, mine: 1, available: 1 });
  });
});
