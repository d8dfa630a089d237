import { describe, expect, it } from 'vitest';
import { readDebateState } from './debate-state';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readDebateState', () => {
  it('reads no chat as one without a debate, debaters or readiness', () => {
    const none = {
      debaters: [],
      storedParticipants: 0,
      isDebate: false,
      topic: '',
      evaluationRequested: false,
      evaluationInProgress: false,
      hasResult: false,
      hasWinner: false,
      noContest: false,
      participantReadiness: {},
      evaluationReadiness: {},
      startTime: null,
      endTime: null,
    };
    expect(readDebateState(undefined)).toEqual(none);
    expect(readDebateState({})).toEqual(none);
    expect(readDebateState('chat')).toEqual(none);
  });

  it('reads a running debate as stored', () => {
    expect(
      readDebateState({
        participants: ['r', 'a'],
        isDebate: true,
        status: 'active',
        debateStatus: 'in_progress',
        debateTopic: ' Cats ',
        debateTimeLimit: 15,
        debateStartTime: at(1),
        debateEndTime: at(2),
        participantReadiness: { r: true, a: true },
        evaluationReadiness: { r: true, a: false },
        evaluationRequested: true,
      }),
    ).toMatchObject({
      debaters: ['r', 'a'],
      storedParticipants: 2,
      isDebate: true,
      status: 'active',
      debateStatus: 'in_progress',
      topic: 'Cats',
      timeLimit: 15,
      startTime: 1,
      endTime: 2,
      participantReadiness: { r: true, a: true },
      evaluationReadiness: { r: true, a: false },
      evaluationRequested: true,
    });
  });

  it('leaves out of the debaters a participant that is not a uid, but counts every entry', () => {
    const debate = readDebateState({ participants: ['r', '', 7, 'a'] });
    expect(debate.debaters).toEqual(['r', 'a']);
    expect(debate.storedParticipants).toBe(4);
  });

  it('reads a status, a stage or a time limit of the wrong type as none, and a topic as ""', () => {
    const debate = readDebateState({
      status: 1,
      debateStatus: { stage: 'in_progress' },
      debateTimeLimit: '15',
      debateTopic: 7,
    });
    expect(debate).not.toHaveProperty('status');
    expect(debate).not.toHaveProperty('debateStatus');
    expect(debate).not.toHaveProperty('timeLimit');
    expect(debate.topic).toBe('');
  });

  it('reads flags as true only when stored as true', () => {
    expect(
      readDebateState({
        isDebate: 'true',
        evaluationRequested: 1,
        evaluationInProgress: 'yes',
        noContest: {},
      }),
    ).toMatchObject({
      isDebate: false,
      evaluationRequested: false,
      evaluationInProgress: false,
      noContest: false,
    });
    expect(readDebateState({ evaluationInProgress: true, noContest: true })).toMatchObject({
      evaluationInProgress: true,
      noContest: true,
    });
  });

  it('keeps only the boolean readiness entries; a readiness that is not a map is none', () => {
    const debate = readDebateState({
      participantReadiness: { r: true, a: 'true', b: false, c: null },
      evaluationReadiness: 'all',
    });
    expect(debate.participantReadiness).toEqual({ r: true, b: false });
    expect(debate.evaluationReadiness).toEqual({});
    expect(readDebateState({ evaluationReadiness: null }).evaluationReadiness).toEqual({});
  });

  it.each([
    ['a map', { winner: 'A' }, true],
    ['text', 'A', true],
    ['0', 0, true],
    ['null', null, false],
    ['missing', undefined, false],
  ])('finds a result summary or a winner that is %s: %s', (_, value, found) => {
    expect(readDebateState({ debateResult: value, winner: value })).toMatchObject({
      hasResult: found,
      hasWinner: found,
    });
  });

  it('reads a start only as a real instant, and an end from a Timestamp or a number', () => {
    expect(readDebateState({ debateStartTime: 5, debateEndTime: 6 })).toMatchObject({
      startTime: 5,
      endTime: 6,
    });
    expect(readDebateState({ debateStartTime: Number.NaN, debateEndTime: 'soon' })).toMatchObject({
      startTime: null,
      endTime: null,
    });
  });
});
