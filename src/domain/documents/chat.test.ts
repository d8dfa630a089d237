import { describe, expect, it } from 'vitest';
import {
  acceptorOf,
  holdsPhoneOf,
  pairedByApp,
  participantDetailsOf,
  participantsOf,
  readAiDebaterInfo,
  readChat,
  readLastMessage,
  readRematchOffer,
  storedParticipantCount,
} from './chat';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readChat', () => {
  it('reads an empty document as an active normal chat with nothing in it', () => {
    expect(readChat('c', {})).toEqual({
      id: 'c',
      participants: [],
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: null,
      lastMessage: undefined,
      lastMessageTime: null,
      evaluationRequested: false,
      debateTopic: undefined,
      creatorStance: undefined,
      debateRequestId: undefined,
      debateTimeLimit: undefined,
      debateStartTime: null,
      debateEndTime: null,
      debateStatus: undefined,
      participantReadiness: undefined,
      evaluationReadiness: undefined,
      evaluationInProgress: false,
      evaluationProgress: undefined,
      evaluationStage: undefined,
      winner: null,
      debateResult: null,
      rematch: null,
    });
  });

  it('reads times as epoch ms, and an early end only when there is one', () => {
    const chat = readChat('c', {
      createdAt: at(1),
      lastMessageTime: 2,
      debateStartTime: at(3),
      debateEndTime: 'soon',
      debateEndedEarlyAt: at(4),
    });
    expect(chat).toMatchObject({ createdAt: 1, lastMessageTime: 2, debateStartTime: 3 });
    expect(chat.debateEndTime).toBeNull();
    expect(chat.debateEndedEarlyAt).toBe(4);
    expect(readChat('c', {})).not.toHaveProperty('debateEndedEarlyAt');
  });

  it('reads flags as true only when stored as true', () => {
    const chat = readChat('c', {
      isDebate: 'yes',
      isPublic: 1,
      status: 'done',
      evaluationRequested: 'true',
      evaluationInProgress: 1,
      noContest: 'true',
    });
    expect(chat).toMatchObject({ isDebate: false, status: 'active', evaluationInProgress: false });
    expect(chat).not.toHaveProperty('isPublic');
    expect(chat).not.toHaveProperty('noContest');
    expect(readChat('c', { status: 'completed', isPublic: true, noContest: true })).toMatchObject({
      status: 'completed',
      isPublic: true,
      noContest: true,
    });
  });

  it('keeps only the typed values of its maps', () => {
    const chat = readChat('c', {
      messageCounts: { a: 2, b: '3' },
      participantReadiness: { a: true, b: 'true' },
      evaluationReadiness: 'all',
    });
    expect(chat.messageCounts).toEqual({ a: 2 });
    expect(chat.participantReadiness).toEqual({ a: true, b: false });
    expect(chat.evaluationReadiness).toBeUndefined();
    expect(readChat('c', { messageCounts: 4 })).not.toHaveProperty('messageCounts');
  });

  it('reads numbers and texts by their type', () => {
    const chat = readChat('c', {
      lastMessage: 5,
      debateTimeLimit: '10',
      evaluationProgress: '50',
      evaluationStage: 3,
      winner: { uid: 'a' },
    });
    expect(chat).toMatchObject({
      lastMessage: undefined,
      debateTimeLimit: undefined,
      evaluationProgress: undefined,
      evaluationStage: undefined,
      winner: null,
    });
  });

  it('reads a paired debate’s origin, sides and motion; a requested one has none', () => {
    const chat = readChat('c', {
      matchOrigin: 'quick_match',
      debateSides: { a: 'for', b: 'against', c: 'neither' },
      motion: { id: 'm1', category: 'tech', title: 7 },
    });
    expect(chat).toMatchObject({
      matchOrigin: 'quick_match',
      phoneless: false,
      debateSides: { a: 'for', b: 'against' },
      motion: { id: 'm1', category: 'tech', title: '', for: '', against: '' },
    });
    expect(
      readChat('c', { matchOrigin: 'quick_match', motion: { title: 'x' } }),
    ).not.toHaveProperty('motion');
    const requested = readChat('c', { matchOrigin: 'other', debateSides: { a: 'for' } });
    expect(requested).not.toHaveProperty('matchOrigin');
    expect(requested).not.toHaveProperty('debateSides');
  });
});

describe('readChat texts of a debate', () => {
  it('reads the topic, stance and request id as stored text', () => {
    expect(
      readChat('c', { debateTopic: 'Cats', creatorStance: '', debateRequestId: 'r1' }),
    ).toMatchObject({ debateTopic: 'Cats', creatorStance: '', debateRequestId: 'r1' });
  });

  it.each([
    ['a number', 7],
    ['null', null],
    ['a map', { id: 'r1' }],
    ['a list', ['r1']],
  ])('reads a topic, stance or request id that is %s as none', (_, value) => {
    expect(
      readChat('c', { debateTopic: value, creatorStance: value, debateRequestId: value }),
    ).toMatchObject({
      debateTopic: undefined,
      creatorStance: undefined,
      debateRequestId: undefined,
    });
  });
});

describe('readChat isDebate', () => {
  it.each([
    ['a stored true', true, true],
    ['false', false, false],
    ['the text true', 'true', false],
    ['1', 1, false],
    ['null', null, false],
    ['a missing field', undefined, false],
  ])('reads %s as %s', (_, isDebate, expected) => {
    expect(readChat('c', { isDebate }).isDebate).toBe(expected);
  });
});

describe('pairedByApp', () => {
  it('reads a debate with a text match origin as paired, an unknown origin included', () => {
    expect(pairedByApp({ matchOrigin: 'quick_match' })).toBe(true);
    expect(pairedByApp({ matchOrigin: 'practice' })).toBe(true);
    expect(pairedByApp({ matchOrigin: 'tournament' })).toBe(true);
    expect(pairedByApp({ matchOrigin: '' })).toBe(true);
  });

  it('reads a debate without a text match origin as made from a request', () => {
    expect(pairedByApp({ debateRequestId: 'r1' })).toBe(false);
    expect(pairedByApp({ matchOrigin: null })).toBe(false);
    expect(pairedByApp({ matchOrigin: 1 })).toBe(false);
    expect(pairedByApp({ matchOrigin: { kind: 'practice' } })).toBe(false);
    expect(pairedByApp(undefined)).toBe(false);
  });
});

describe('participantsOf', () => {
  it('reads a normal pair in its stored order', () => {
    expect(participantsOf({ participants: ['r', 'a'] })).toEqual(['r', 'a']);
  });

  it('is empty when the field is missing, or there is no data', () => {
    expect(participantsOf({})).toEqual([]);
    expect(participantsOf(undefined)).toEqual([]);
    expect(participantsOf(null)).toEqual([]);
  });

  it('is empty when the field is not an array', () => {
    expect(participantsOf({ participants: 'r,a' })).toEqual([]);
    expect(participantsOf({ participants: { 0: 'r', 1: 'a' } })).toEqual([]);
    expect(participantsOf({ participants: null })).toEqual([]);
  });

  it('keeps the strings of a mixed array, in order, and drops the rest', () => {
    expect(participantsOf({ participants: [7, 'r', null, '', { uid: 'x' }, 'a'] })).toEqual([
      'r',
      '',
      'a',
    ]);
  });

  it('is what readChat reads', () => {
    expect(readChat('c', { participants: ['r', 5, 'a'] }).participants).toEqual(['r', 'a']);
  });
});

describe('storedParticipantCount', () => {
  it('counts every stored entry, those that are not uids included', () => {
    expect(storedParticipantCount({ participants: ['r', 'a'] })).toBe(2);
    expect(storedParticipantCount({ participants: ['r', 7, null] })).toBe(3);
    expect(storedParticipantCount({ participants: [] })).toBe(0);
  });

  it('is 0 when the field is missing or not an array, or there is no data', () => {
    expect(storedParticipantCount({ participants: { 0: 'r', 1: 'a' } })).toBe(0);
    expect(storedParticipantCount({ participants: 'r,a' })).toBe(0);
    expect(storedParticipantCount({})).toBe(0);
    expect(storedParticipantCount(undefined)).toBe(0);
  });
});

describe('readAiDebaterInfo', () => {
  it('reads stored debater info defensively', () => {
    expect(readAiDebaterInfo({ vendor: 'xAI', model: 'grok-3-mini' })).toEqual({
      vendor: 'xAI',
      model: 'grok-3-mini',
      demo: false,
    });
    expect(readAiDebaterInfo({ model: 'x' })).toBeNull();
    expect(readAiDebaterInfo('OpenAI')).toBeNull();
  });
});

describe('readRematchOffer', () => {
  it('reads a stored offer, with the new debate once accepted', () => {
    expect(
      readRematchOffer({
        requestId: 'r',
        fromUid: 'a',
        toUid: 'b',
        status: 'accepted',
        chatId: 'c',
      }),
    ).toEqual({ requestId: 'r', fromUid: 'a', toUid: 'b', status: 'accepted', chatId: 'c' });
  });

  it('nothing, or anything malformed, is no offer', () => {
    expect(readRematchOffer(undefined)).toBeNull();
    expect(
      readRematchOffer({ requestId: 'r', fromUid: 'a', toUid: 'b', status: 'maybe' }),
    ).toBeNull();
    expect(
      readRematchOffer({ requestId: '', fromUid: 'a', toUid: 'b', status: 'offered' }),
    ).toBeNull();
  });
});

describe('participantDetailsOf', () => {
  it('reads each participant’s name, generated name and phone as stored', () => {
    const details = {
      a: { phoneNumber: '+15550001111', displayName: 'Ann', fallbackName: 'SharpMind1111' },
      b: { displayName: '' },
    };
    expect(participantDetailsOf({ participantDetails: details })).toEqual(details);
  });

  it('leaves out a field that is not text, and one it does not know', () => {
    expect(
      participantDetailsOf({
        participantDetails: { a: { phoneNumber: 15550001111, displayName: null, rating: 1500 } },
      }),
    ).toEqual({ a: {} });
  });

  it('leaves out an entry that is not a map', () => {
    expect(
      participantDetailsOf({ participantDetails: { a: 'Ann', b: ['Bob'], c: null, d: {} } }),
    ).toEqual({ d: {} });
  });

  it('is empty when the field is missing or not a map, or there is no data', () => {
    expect(participantDetailsOf({})).toEqual({});
    expect(participantDetailsOf({ participantDetails: 'a' })).toEqual({});
    expect(participantDetailsOf({ participantDetails: [{ displayName: 'Ann' }] })).toEqual({});
    expect(participantDetailsOf(undefined)).toEqual({});
  });

  it('is what readChat reads', () => {
    expect(
      readChat('c', { participantDetails: { a: { displayName: 'Ann', phoneNumber: 5 }, b: 1 } })
        .participantDetails,
    ).toEqual({ a: { displayName: 'Ann' } });
  });
});

describe('holdsPhoneOf', () => {
  it('finds a stored phone of any type', () => {
    expect(holdsPhoneOf({ participantDetails: { a: { phoneNumber: '+1555' } } }, 'a')).toBe(true);
    expect(holdsPhoneOf({ participantDetails: { a: { phoneNumber: 1555 } } }, 'a')).toBe(true);
    expect(holdsPhoneOf({ participantDetails: { a: { phoneNumber: null } } }, 'a')).toBe(true);
  });

  it('finds none for someone else, an entry without a phone, or no details', () => {
    expect(holdsPhoneOf({ participantDetails: { a: { phoneNumber: '+1555' } } }, 'b')).toBe(false);
    expect(holdsPhoneOf({ participantDetails: { a: { displayName: 'Ann' } } }, 'a')).toBe(false);
    expect(holdsPhoneOf({ participantDetails: { a: '+1555' } }, 'a')).toBe(false);
    expect(holdsPhoneOf({}, 'a')).toBe(false);
    expect(holdsPhoneOf(undefined, 'a')).toBe(false);
  });
});

describe('acceptorOf', () => {
  it('reads the second stored participant', () => {
    expect(acceptorOf({ participants: ['r', 'a'] })).toBe('a');
  });

  it('reads it by its place: an entry before it that is not text does not move it', () => {
    expect(acceptorOf({ participants: [7, 'a'] })).toBe('a');
    expect(acceptorOf({ participants: ['r', 7, 'x'] })).toBeUndefined();
  });

  it('is none without a second entry, or without a stored array', () => {
    expect(acceptorOf({ participants: ['r'] })).toBeUndefined();
    expect(acceptorOf({ participants: { 1: 'a' } })).toBeUndefined();
    expect(acceptorOf({})).toBeUndefined();
    expect(acceptorOf(undefined)).toBeUndefined();
  });
});

describe('readLastMessage', () => {
  it('reads the last message’s id, preview and server time', () => {
    expect(
      readLastMessage({ lastMessageId: 'm1', lastMessage: 'Hi', lastMessageTime: at(5) }),
    ).toEqual({ id: 'm1', preview: 'Hi', sentAt: 5 });
  });

  it('keeps an empty preview as stored', () => {
    expect(readLastMessage({ lastMessage: '' })).toEqual({ preview: '', sentAt: null });
  });

  it('reads a time only from a Timestamp, never a number', () => {
    expect(readLastMessage({ lastMessageTime: 5 }).sentAt).toBeNull();
    expect(readLastMessage({ lastMessageTime: 'now' }).sentAt).toBeNull();
  });

  it('leaves out an id or preview that is not text; no data reads as no message', () => {
    expect(readLastMessage({ lastMessageId: 7, lastMessage: { text: 'Hi' } })).toEqual({
      sentAt: null,
    });
    expect(readLastMessage(undefined)).toEqual({ sentAt: null });
  });
});
