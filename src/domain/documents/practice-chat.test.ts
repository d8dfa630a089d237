import { describe, expect, it } from 'vitest';
import { readPracticeChat } from './practice-chat';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readPracticeChat', () => {
  it('reads no document as none', () => {
    expect(readPracticeChat(undefined)).toBeUndefined();
    expect(readPracticeChat('chat')).toBeUndefined();
    expect(readPracticeChat([{}])).toBeUndefined();
  });

  it('reads a running practice debate', () => {
    expect(
      readPracticeChat({
        matchOrigin: 'practice',
        isDebate: true,
        status: 'active',
        debateStatus: 'in_progress',
        debateStartTime: at(1),
        debateEndTime: at(9),
        participants: ['me', 'ai-debater'],
        aiReplies: 3,
        aiSide: 'for',
        debateTopic: 'Cats',
        motion: { for: 'Yes', against: 'No' },
      }),
    ).toEqual({
      matchOrigin: 'practice',
      isDebate: true,
      status: 'active',
      debateStatus: 'in_progress',
      debateStartTime: 1,
      debateEndTime: 9,
      participants: ['me', 'ai-debater'],
      aiReplies: 3,
      aiSide: 'for',
      debateTopic: 'Cats',
      motion: { for: 'Yes', against: 'No' },
    });
  });

  it('reads an empty chat with every default', () => {
    expect(readPracticeChat({})).toEqual({
      isDebate: false,
      debateStartTime: null,
      debateEndTime: null,
      participants: [],
      aiReplies: 0,
      aiSide: 'against',
      debateTopic: '',
      motion: { for: '', against: '' },
    });
  });

  it('reads malformed fields by their type', () => {
    const chat = readPracticeChat({
      matchOrigin: 1,
      isDebate: 'true',
      status: null,
      debateStartTime: 5,
      debateEndTime: 7,
      participants: ['me', 2, null],
      aiReplies: '3',
      aiSide: 'FOR',
      debateTopic: 42,
      motion: 'Cats',
    });
    expect(chat).toEqual({
      isDebate: false,
      debateStartTime: null,
      debateEndTime: 7,
      participants: ['me'],
      aiReplies: 0,
      aiSide: 'against',
      debateTopic: '42',
      motion: { for: '', against: '' },
    });
    expect(readPracticeChat({ motion: { for: 1, against: null } })?.motion).toEqual({
      for: '1',
      against: '',
    });
  });
});
