import { describe, expect, test } from 'vitest';
import {
  countdownAnnouncement,
  countdownView,
  debatePhase,
  isCreator,
  lockedReasonAt,
  readyCount,
} from './debate-room-logic';
import { LOCKED_TEXT, readyCountText } from './debates-texts';

const T0 = 1_700_000_000_000;

type PhaseChat = Parameters<typeof lockedReasonAt>[0] & Parameters<typeof countdownView>[0];

function chat(overrides: Partial<PhaseChat> = {}): PhaseChat {
  return {
    isDebate: true,
    status: 'active',
    debateStatus: 'in_progress',
    debateEndTime: T0 + 60_000,
    ...overrides,
  };
}

describe('debatePhase and the composer lock', () => {
  test('waits before the start, runs until the end time, is over after it', () => {
    expect(debatePhase(chat({ debateStatus: 'waiting_to_start', debateEndTime: null }), T0)).toBe(
      'waiting',
    );
    expect(debatePhase(chat(), T0)).toBe('running');
    expect(debatePhase(chat(), T0 + 59_999)).toBe('running');
    expect(debatePhase(chat(), T0 + 60_000)).toBe('over');
  });

  test('is over once the chat is completed or judged, whatever the clock says', () => {
    expect(debatePhase(chat({ status: 'completed' }), T0)).toBe('over');
    expect(debatePhase(chat({ debateStatus: 'completed' }), T0)).toBe('over');
  });

  test('runs without end when the debate has no limit', () => {
    expect(debatePhase(chat({ debateEndTime: null }), T0 + 10 ** 9)).toBe('running');
  });

  test('locks the composer only once over: open while waiting (pre-start messages); never a normal chat', () => {
    expect(lockedReasonAt(chat({ debateStatus: 'waiting_to_start' }), T0)).toBeNull();
    expect(lockedReasonAt(chat(), T0)).toBeNull();
    expect(lockedReasonAt(chat(), T0 + 60_000)).toBe(LOCKED_TEXT.over);
    expect(lockedReasonAt(chat({ isDebate: false, debateStatus: undefined }), T0)).toBeNull();
  });
});

describe('readiness', () => {
  const participants = ['creator', 'acceptor'];

  test('counts the ready participants and says whether the user is one', () => {
    const none = readyCount({ participants, participantReadiness: {} }, 'creator');
    expect(none).toEqual({ ready: 0, total: 2, mine: false });
    expect(readyCountText(none)).toBe('0/2 ready');
    const one = readyCount(
      { participants, participantReadiness: { creator: false, acceptor: true } },
      'acceptor',
    );
    expect(one).toEqual({ ready: 1, total: 2, mine: true });
    expect(readyCountText(one)).toBe('1/2 ready');
  });

  test('ignores readiness of people who are not participants', () => {
    expect(
      readyCount({ participants, participantReadiness: { stranger: true } }, 'creator').ready,
    ).toBe(0);
  });

  test('the creator is the first participant', () => {
    expect(isCreator({ participants }, 'creator')).toBe(true);
    expect(isCreator({ participants }, 'acceptor')).toBe(false);
  });
});

describe('countdown', () => {
  test('counts down on the server clock: device time plus the offset', () => {
    const end = T0 + 10 * 60_000;
    // The device is two minutes slow: without the offset it would show 12:00.
    const view = countdownView(chat({ debateEndTime: end }), T0 - 120_000, 120_000);
    expect(view).toEqual({ seconds: 600, urgent: false, over: false, endedEarly: false });
  });

  test('is urgent at 300 seconds or less, and over at zero', () => {
    const end = T0 + 300_000;
    expect(countdownView(chat({ debateEndTime: end }), T0 - 1_000, 0)?.urgent).toBe(false);
    expect(countdownView(chat({ debateEndTime: end }), T0, 0)).toEqual({
      seconds: 300,
      urgent: true,
      over: false,
      endedEarly: false,
    });
    expect(countdownView(chat({ debateEndTime: end }), end + 5_000, 0)).toEqual({
      seconds: 0,
      urgent: true,
      over: true,
      endedEarly: false,
    });
  });

  test('a debate completed with time left ended early: never zero, never urgent', () => {
    const end = T0 + 14 * 60_000;
    expect(countdownView(chat({ status: 'completed', debateEndTime: end }), T0, 0)).toEqual({
      seconds: 840,
      urgent: false,
      over: true,
      endedEarly: true,
    });
    // Marked by the functions: still ended early once its end time has passed, with the
    // time it had left when it ended.
    const marked = chat({ status: 'completed', debateEndTime: end, debateEndedEarlyAt: T0 });
    expect(countdownView(marked, end + 3_600_000, 0)).toMatchObject({
      seconds: 840,
      urgent: false,
      endedEarly: true,
    });
    // A few seconds before the end counts too: it is not red.
    const close = chat({
      status: 'completed',
      debateEndTime: end,
      debateEndedEarlyAt: end - 20_000,
    });
    expect(countdownView(close, end + 60_000, 0)).toMatchObject({ seconds: 20, urgent: false });
  });

  test('a debate whose time ran out, completed afterwards, reads zero: time is up', () => {
    const end = T0 + 60_000;
    const timeUp = chat({ status: 'completed', debateEndTime: end });
    expect(countdownView(timeUp, end + 1_000, 0)).toEqual({
      seconds: 0,
      urgent: true,
      over: true,
      endedEarly: false,
    });
  });

  test('has no countdown without an end time', () => {
    expect(countdownView(chat({ debateEndTime: null }), T0, 0)).toBeNull();
  });

  test('announces stages, not seconds', () => {
    expect(countdownAnnouncement(301)).toBe('');
    expect(countdownAnnouncement(300)).toBe('Five minutes or less remaining.');
    expect(countdownAnnouncement(61)).toBe('Five minutes or less remaining.');
    expect(countdownAnnouncement(60)).toBe('Less than one minute remaining.');
    expect(countdownAnnouncement(0)).toBe('Time is up. The debate is over.');
    expect(countdownAnnouncement(840, true)).toBe(
      'The debate ended early: both debaters agreed to stop.',
    );
    expect(countdownAnnouncement(0, true)).not.toMatch(/Time is up/);
  });
});
