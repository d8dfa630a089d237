import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EMPTY_STATS, type UserProfile } from '@/domain/model';

const fetchUserProfile = vi.fn<(uid: string) => Promise<UserProfile | null>>();
const fetchUserProfileDirect = vi.fn<(uid: string) => Promise<UserProfile | null>>();
// The profile listener useFollowedProfile starts: the test answers as Firestore would.
const followed = vi.hoisted(() => ({
  uid: null as string | null,
  onProfile: null as null | ((profile: UserProfile | null) => void),
  stopped: 0,
}));
const restartListenStream = vi.fn();
vi.mock('@/data/firestore', () => ({ restartListenStream }));
vi.mock('@/data/users', () => ({
  fetchUserProfile,
  fetchUserProfileDirect,
  watchUserProfile: (uid: string, onProfile: (profile: UserProfile | null) => void) => {
    followed.uid = uid;
    followed.onProfile = onProfile;
    return () => {
      followed.stopped += 1;
    };
  },
}));

const {
  PROFILE_MISSING_RECHECK_MS,
  PROFILE_STALL_MS,
  missingRecheckDelay,
  profileRetryDelay,
  useCachedProfile,
  useFollowedProfile,
} = await import('./profiles');
const { localDb } = await import('./db');

const bob: UserProfile = {
  uid: 'bob',
  fallbackName: 'GeniusGuru4136',
  medals: [],
  medalCount: 0,
  debateStats: EMPTY_STATS,
  createdAt: 1,
};

beforeEach(async () => {
  await localDb('me').profiles.clear();
  fetchUserProfile.mockReset();
  fetchUserProfileDirect.mockReset();
  restartListenStream.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCachedProfile', () => {
  test('retries a failed read after 2 s, doubling to a minute at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(profileRetryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  test('a read that failed is tried again, so the card does not stay empty', async () => {
    fetchUserProfile
      .mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'))
      .mockResolvedValue(bob);
    const { result } = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(fetchUserProfile).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.state).toBe('found'), { timeout: 5_000 });
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
  });

  test('a read unanswered for 4 s online is read directly beside it: the card does not wait on it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // getDoc neither answers nor fails, as the listen stream has been seen to leave it.
    fetchUserProfile.mockReturnValue(new Promise(() => undefined));
    fetchUserProfileDirect.mockResolvedValue(bob);
    const { result } = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(fetchUserProfile).toHaveBeenCalledTimes(1));

    await act(() => vi.advanceTimersByTimeAsync(PROFILE_STALL_MS - 100));
    expect(fetchUserProfileDirect).not.toHaveBeenCalled();
    expect(result.current).toEqual({ state: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'found', profile: bob }));
    expect(fetchUserProfileDirect).toHaveBeenCalledTimes(1);
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);
    // The server answered where the listen stream did not: the stream is restarted.
    expect(restartListenStream).toHaveBeenCalledOnce();
  });

  test('an answered read reads nothing more; offline the direct read waits for the network', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fetchUserProfile.mockResolvedValueOnce(bob);
    const first = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(first.result.current.state).toBe('found'));
    await act(() => vi.advanceTimersByTimeAsync(2 * PROFILE_STALL_MS));
    expect(fetchUserProfileDirect).not.toHaveBeenCalled();
    expect(restartListenStream).not.toHaveBeenCalled();
    first.unmount();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchUserProfile.mockReturnValue(new Promise(() => undefined));
    fetchUserProfileDirect.mockResolvedValue({ ...bob, uid: 'carol', displayName: 'Nova' });
    const { result } = renderHook(() => useCachedProfile('me', 'carol'));
    await waitFor(() => expect(fetchUserProfile).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(3 * PROFILE_STALL_MS));
    expect(fetchUserProfileDirect).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_STALL_MS + 100));
    expect(fetchUserProfileDirect).toHaveBeenCalledWith('carol');
    await waitFor(() => expect(result.current).toMatchObject({ profile: { displayName: 'Nova' } }));
    expect(restartListenStream).toHaveBeenCalledOnce();
  });

  test('"no such user" is asked again after 15 s while shown: a new account appears', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fetchUserProfile.mockResolvedValueOnce(null).mockResolvedValue(bob);
    const { result } = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(result.current.state).toBe('missing'));
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(PROFILE_MISSING_RECHECK_MS - 1_000));
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
  });

  test('someone who stays missing is asked less and less often: 15 s, 30 s, 60 s … 5 min', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(missingRecheckDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fetchUserProfile.mockResolvedValue(null);
    const { result } = renderHook(() => useCachedProfile('me', 'gone'));
    await waitFor(() => expect(result.current.state).toBe('missing'));
    const readsAfter = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await waitFor(() => expect(result.current.state).toBe('missing'));
      return fetchUserProfile.mock.calls.length;
    };
    expect(await readsAfter(15_500)).toBe(2);
    expect(await readsAfter(25_000)).toBe(2);
    expect(await readsAfter(6_000)).toBe(3);
    expect(await readsAfter(55_000)).toBe(3);
    expect(await readsAfter(6_000)).toBe(4);
    const onScreenS = (15_500 + 25_000 + 6_000 + 55_000 + 6_000) / 1000;
    console.log(
      `reads of a missing profile in its first ${onScreenS} s on screen: ${fetchUserProfile.mock.calls.length} (every 15 s would be ${1 + Math.floor(onScreenS / 15)})`,
    );
  });

  test('a found profile is not read again while fresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fetchUserProfile.mockResolvedValue(bob);
    const { result } = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(result.current.state).toBe('found'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);
  });

  test('a profile read before the functions named it is asked again after 15 s: the name arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // As a profile document reads before onAccountWritten stores its generated name.
    fetchUserProfile.mockResolvedValueOnce({ ...bob, fallbackName: '' }).mockResolvedValue(bob);
    const { result } = renderHook(() => useCachedProfile('me', 'bob'));
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(PROFILE_MISSING_RECHECK_MS - 1_000));
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() =>
      expect(result.current).toMatchObject({ profile: { fallbackName: 'GeniusGuru4136' } }),
    );
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
    // Named now: fresh for minutes again.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
  });
});

describe('useFollowedProfile', () => {
  test("an open chat's other person: a name chosen after the copy was read shows at once", async () => {
    fetchUserProfile.mockResolvedValue(bob);
    const { result } = renderHook(() => {
      useFollowedProfile('me', 'bob', true);
      return useCachedProfile('me', 'bob');
    });
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(followed.uid).toBe('bob');

    // Fresh for minutes by its own clock, the copy still takes the name as the server has it.
    act(() => followed.onProfile!({ ...bob, displayName: 'Nova' }));
    await waitFor(() =>
      expect(result.current).toMatchObject({ state: 'found', profile: { displayName: 'Nova' } }),
    );
    expect(fetchUserProfile).toHaveBeenCalledTimes(1);
  });

  test('nothing is followed while inactive, and the listener stops with the screen', () => {
    followed.uid = null;
    followed.stopped = 0;
    const { rerender, unmount } = renderHook(
      ({ active }) => useFollowedProfile('me', 'bob', active),
      {
        initialProps: { active: false },
      },
    );
    expect(followed.uid).toBeNull();
    rerender({ active: true });
    expect(followed.uid).toBe('bob');
    unmount();
    expect(followed.stopped).toBe(1);
  });
});
