import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { debateSchedule, newDebateChat, newMatchedDebateChat, readyToStart } from './debate-chat';

describe('newDebateChat', () => {
  test('puts the requester first, waits to start with nobody ready, and keeps the request', () => {
    const chat = newDebateChat(
      { id: 'req', topic: 'Tea', stance: 'Yes', timeLimit: 45 },
      { uid: 'r', phoneNumber: '+15550000001', displayName: 'Rita' },
      { uid: 'a', phoneNumber: '+15550000002' },
    );
    expect(chat).toEqual({
      participants: ['r', 'a'],
      participantDetails: {
        r: { phoneNumber: '+15550000001', displayName: 'Rita' },
        a: { phoneNumber: '+15550000002' },
      },
      isDebate: true,
      isPublic: false,
      status: 'active',
      debateTopic: 'Tea',
      creatorStance: 'Yes',
      debateRequestId: 'req',
      debateTimeLimit: 45,
      debateStartTime: null,
      debateEndTime: null,
      debateStatus: 'waiting_to_start',
      participantReadiness: { r: false, a: false },
      evaluationReadiness: { r: false, a: false },
      evaluationRequested: false,
    });
    // The two maps are separate objects: changing one never changes the other.
    expect(chat.participantReadiness).not.toBe(chat.evaluationReadiness);
  });
});

describe('newDebateChat of a public debate', () => {
  test('marks it public and keeps no phone number in participantDetails, only names', () => {
    const chat = newDebateChat(
      { id: 'req', topic: 'Tea', stance: 'Yes', timeLimit: 45, isPublic: true },
      { uid: 'r', phoneNumber: '+15550000001', displayName: 'Rita' },
      { uid: 'a', phoneNumber: '+15550000002' },
    );
    expect(chat.isPublic).toBe(true);
    expect(chat.participantDetails).toEqual({
      r: { displayName: 'Rita' },
      a: { displayName: fallbackDisplayName('+15550000002') },
    });
    expect(JSON.stringify(chat)).not.toContain('+1555');
  });
});

describe('newMatchedDebateChat', () => {
  const motion = {
    id: 'economy-01',
    category: 'economy',
    title: 'Cash should be phased out',
    for: 'Digital is better.',
    against: 'Cash protects privacy.',
  };

  test('puts the For side first with the For statement as the stated stance, and stores the sides', () => {
    const chat = newMatchedDebateChat(
      motion,
      {
        for: { uid: 'f', phoneNumber: '', displayName: 'Fay' },
        against: { uid: 'a', phoneNumber: '', displayName: 'Abe' },
      },
      15,
      'quick_match',
    );
    expect(chat).toMatchObject({
      participants: ['f', 'a'],
      participantDetails: { f: { displayName: 'Fay' }, a: { displayName: 'Abe' } },
      isDebate: true,
      isPublic: false,
      phoneless: true,
      matchOrigin: 'quick_match',
      debateTopic: motion.title,
      creatorStance: motion.for,
      debateTimeLimit: 15,
      debateStatus: 'waiting_to_start',
      debateSides: { f: 'for', a: 'against' },
      motion,
      participantReadiness: { f: false, a: false },
      evaluationReadiness: { f: false, a: false },
      evaluationRequested: false,
    });
    expect(chat).not.toHaveProperty('debateRequestId');
  });

  test('keeps no phone number, even one it was given', () => {
    const chat = newMatchedDebateChat(
      motion,
      {
        for: { uid: 'f', phoneNumber: '+15550000001', displayName: 'Fay' },
        against: { uid: 'a', phoneNumber: '+15550000002' },
      },
      30,
      'practice',
    );
    expect(JSON.stringify(chat)).not.toContain('+1555');
    expect(chat.participantDetails.a).toEqual({ displayName: fallbackDisplayName('+15550000002') });
  });
});

describe('readyToStart', () => {
  const waiting = {
    isDebate: true,
    status: 'active',
    debateStatus: 'waiting_to_start',
    participants: ['r', 'a'],
  };

  test('only when both participants are ready and the debate still waits', () => {
    expect(readyToStart({ ...waiting, participantReadiness: { r: true, a: true } })).toBe(true);
    expect(readyToStart({ ...waiting, participantReadiness: { r: true, a: false } })).toBe(false);
    expect(readyToStart({ ...waiting, participantReadiness: { r: true } })).toBe(false);
    expect(readyToStart({ ...waiting, participantReadiness: { r: true, x: true } })).toBe(false);
  });

  test('never for a started or completed debate, a normal chat, or a missing one', () => {
    const ready = { participantReadiness: { r: true, a: true } };
    expect(readyToStart({ ...waiting, ...ready, debateStatus: 'in_progress' })).toBe(false);
    expect(readyToStart({ ...waiting, ...ready, status: 'completed' })).toBe(false);
    expect(readyToStart({ ...waiting, ...ready, isDebate: false })).toBe(false);
    expect(readyToStart(undefined)).toBe(false);
  });

  test('needs exactly two participants', () => {
    expect(
      readyToStart({ ...waiting, participants: ['r'], participantReadiness: { r: true } }),
    ).toBe(false);
  });

  test('a participant stored as "" is nobody, so such a debate never starts', () => {
    const ready = { participantReadiness: { r: true, '': true } };
    expect(readyToStart({ ...waiting, ...ready, participants: ['r', ''] })).toBe(false);
  });
});

describe('debateSchedule', () => {
  test('ends the limit in minutes after the start; no end without a limit', () => {
    expect(debateSchedule(1_000, 15)).toEqual({ start: 1_000, end: 1_000 + 15 * 60_000 });
    expect(debateSchedule(1_000, 0)).toEqual({ start: 1_000, end: null });
    expect(debateSchedule(1_000, undefined)).toEqual({ start: 1_000, end: null });
  });
});
