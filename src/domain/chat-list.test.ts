import { describe, expect, test } from 'vitest';
import {
  chatListState,
  CHAT_LIST_EMPTY,
  CHAT_TABS,
  chatActivityTime,
  chatInTab,
  chatPath,
  chatPreview,
  chatsForTab,
  chatTabCounts,
  chatTabLabel,
  chatTitle,
  LAST_MESSAGE_LENGTH,
  lastMessageOf,
  otherParticipantId,
  sortChatsByActivity,
} from './chat-list';
import { fallbackDisplayName } from './fallback-name';
import type { Chat } from './model';

const ME = 'me';
const BOB = 'bob';
const BOB_PHONE = '+15551234567';

function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 'c1',
    participants: [ME, BOB],
    participantDetails: {
      [ME]: { phoneNumber: '+15550000000' },
      [BOB]: { phoneNumber: BOB_PHONE },
    },
    isDebate: false,
    status: 'active',
    createdAt: 1_000,
    ...overrides,
  };
}

describe('chatTitle', () => {
  test("titles a debate 'Debate: ' followed by the topic", () => {
    const debate = chat({ isDebate: true, debateTopic: 'Cats vs dogs' });
    expect(chatTitle(debate, ME, { state: 'loading' })).toBe('Debate: Cats vs dogs');
  });

  test("titles a normal chat with the other participant's name", () => {
    const lookup = { state: 'found', displayName: 'Bob Builder' } as const;
    expect(chatTitle(chat(), ME, lookup)).toBe('Bob Builder');
  });

  test('uses the generated fallback name when the found profile has no displayName', () => {
    const fallbackName = fallbackDisplayName(BOB_PHONE);
    expect(chatTitle(chat(), ME, { state: 'found', fallbackName })).toBe(fallbackName);
    expect(chatTitle(chat(), ME, { state: 'found', displayName: '  ', fallbackName })).toBe(
      fallbackName,
    );
    // Before the profile has its stored generated name, the chat's phone makes it.
    expect(chatTitle(chat(), ME, { state: 'found' })).toBe(fallbackName);
    expect(chatTitle(chat({ participantDetails: {} }), ME, { state: 'found' })).toBe('Unknown');
  });

  test("reads 'Loading...' while the profile is fetched", () => {
    expect(chatTitle(chat(), ME, { state: 'loading' })).toBe('Loading...');
  });

  test('shows the name stored on the chat while loading, when it has one', () => {
    const withName = chat({
      participantDetails: { [BOB]: { phoneNumber: BOB_PHONE, displayName: 'Bobby' } },
    });
    expect(chatTitle(withName, ME, { state: 'loading' })).toBe('Bobby');
  });

  test("shows 'Unknown' when the chat has no other participant", () => {
    const alone = chat({ participants: [ME] });
    expect(chatTitle(alone, ME, { state: 'found', displayName: 'X' })).toBe('Unknown');
  });

  test("shows 'Unknown' when the profile is missing and the chat knows no phone for them", () => {
    const bare = chat({ participantDetails: {} });
    expect(chatTitle(bare, ME, { state: 'missing' })).toBe('Unknown');
    expect(chatTitle(bare, ME, { state: 'failed' })).toBe('Unknown');
  });

  test("falls back to the generated name from the chat's phone when the fetch failed", () => {
    expect(chatTitle(chat(), ME, { state: 'failed' })).toBe(fallbackDisplayName(BOB_PHONE));
    expect(chatTitle(chat(), ME, { state: 'missing' })).toBe(fallbackDisplayName(BOB_PHONE));
  });
});

describe('chatTitle without the other’s phone (before they consent)', () => {
  const hidden = chat({ participantDetails: { [BOB]: { fallbackName: 'ThinkTank4567' } } });

  test('names them by the generated name the chat keeps', () => {
    expect(chatTitle(hidden, ME, { state: 'failed' })).toBe('ThinkTank4567');
    expect(chatTitle(hidden, ME, { state: 'missing' })).toBe('ThinkTank4567');
    expect(chatTitle(hidden, ME, { state: 'found' })).toBe('ThinkTank4567');
  });

  test('the profile’s own name and generated name still come first', () => {
    expect(chatTitle(hidden, ME, { state: 'found', fallbackName: 'FactFinder1111' })).toBe(
      'FactFinder1111',
    );
    expect(chatTitle(hidden, ME, { state: 'found', displayName: 'Bob' })).toBe('Bob');
  });
});

describe('otherParticipantId', () => {
  test('picks the participant who is not me, or null', () => {
    expect(otherParticipantId(chat(), ME)).toBe(BOB);
    expect(otherParticipantId(chat({ participants: [BOB, ME] }), ME)).toBe(BOB);
    expect(otherParticipantId(chat({ participants: [ME, ME] }), ME)).toBeNull();
  });
});

describe('chatPath', () => {
  test('opens debates at /debate/{id} and normal chats at /chat/{id}', () => {
    expect(chatPath({ id: 'abc', isDebate: true })).toBe('/debate/abc');
    expect(chatPath({ id: 'abc', isDebate: false })).toBe('/chat/abc');
  });
});

describe('chatPreview', () => {
  test("shows the last message, or 'No messages yet'", () => {
    expect(chatPreview({ lastMessage: 'See you' })).toBe('See you');
    expect(chatPreview({})).toBe('No messages yet');
    expect(chatPreview({ lastMessage: '' })).toBe('No messages yet');
  });
});

describe('tabs', () => {
  const chats = [
    chat({ id: 'n1' }),
    chat({ id: 'd1', isDebate: true }),
    chat({ id: 'd2', isDebate: true }),
  ];

  test('labels the tabs exactly with their counts', () => {
    expect(CHAT_TABS).toEqual(['all', 'messages', 'debates']);
    expect(chatTabLabel('all', 3)).toBe('All (3)');
    expect(chatTabLabel('messages', 1)).toBe('Messages (1)');
    expect(chatTabLabel('debates', 0)).toBe('Debates (0)');
  });

  test('counts all chats, normal chats and debates', () => {
    expect(chatTabCounts(chats)).toEqual({ all: 3, messages: 1, debates: 2 });
    expect(chatTabCounts([])).toEqual({ all: 0, messages: 0, debates: 0 });
  });

  test('filters each tab', () => {
    expect(chatInTab({ isDebate: true }, 'messages')).toBe(false);
    expect(chatInTab({ isDebate: false }, 'debates')).toBe(false);
    expect(chatsForTab(chats, 'messages').map((c) => c.id)).toEqual(['n1']);
    expect(
      chatsForTab(chats, 'debates')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['d1', 'd2']);
    expect(chatsForTab(chats, 'all')).toHaveLength(3);
  });

  test('gives each tab its own empty title and a distinct hint', () => {
    expect(CHAT_LIST_EMPTY.all.title).toBe('No chats yet');
    expect(CHAT_LIST_EMPTY.messages.title).toBe('No messages yet');
    expect(CHAT_LIST_EMPTY.debates.title).toBe('No debates yet');
    const hints = CHAT_TABS.map((tab) => CHAT_LIST_EMPTY[tab].hint);
    expect(new Set(hints).size).toBe(3);
    for (const hint of hints) expect(hint.length).toBeGreaterThan(10);
  });
});

describe('sorting by activity', () => {
  test('puts the newest activity first, using lastMessageTime, else createdAt', () => {
    const sorted = sortChatsByActivity([
      chat({ id: 'old', createdAt: 100 }),
      chat({ id: 'talked', createdAt: 50, lastMessageTime: 500 }),
      chat({ id: 'new', createdAt: 300 }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['talked', 'new', 'old']);
  });

  test('treats a chat the server has not stamped yet as the newest', () => {
    const sorted = sortChatsByActivity([
      chat({ id: 'a', createdAt: 100 }),
      chat({ id: 'fresh', createdAt: null }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['fresh', 'a']);
    expect(chatActivityTime({ createdAt: null, lastMessageTime: null })).toBe(Infinity);
  });

  test('orders equal times by id and leaves the input untouched', () => {
    const input = [chat({ id: 'b', createdAt: 1 }), chat({ id: 'a', createdAt: 1 })];
    expect(sortChatsByActivity(input).map((c) => c.id)).toEqual(['a', 'b']);
    expect(input.map((c) => c.id)).toEqual(['b', 'a']);
  });

  test('sorts the rows of a tab newest first', () => {
    const rows = chatsForTab(
      [
        chat({ id: 'd-old', isDebate: true, createdAt: 1 }),
        chat({ id: 'd-new', isDebate: true, createdAt: 2 }),
      ],
      'debates',
    );
    expect(rows.map((c) => c.id)).toEqual(['d-new', 'd-old']);
  });
});

describe('lastMessageOf', () => {
  test('keeps a message of up to 200 characters whole', () => {
    expect(lastMessageOf('Shall we meet at noon?')).toBe('Shall we meet at noon?');
    expect(lastMessageOf('x'.repeat(200))).toBe('x'.repeat(200));
  });

  test('cuts a longer one at 200 UTF-16 units, one fewer rather than inside an emoji', () => {
    expect(lastMessageOf('x'.repeat(201))).toBe('x'.repeat(200));
    // 150 emoji are 300 units: the cut falls between two of them, after 100.
    expect(lastMessageOf('🙂'.repeat(150))).toBe('🙂'.repeat(100));
    // One letter first: unit 200 would be the first half of the 100th emoji.
    expect(lastMessageOf(`x${'🙂'.repeat(150)}`)).toBe(`x${'🙂'.repeat(99)}`);
    expect(LAST_MESSAGE_LENGTH).toBe(200);
  });
});

describe('chatListState', () => {
  test.each([
    ['the copy not read yet', undefined, true, true, 'loading'],
    ['chats held, the server not heard yet', 2, false, true, 'shown'],
    ['chats held, offline', 2, false, false, 'shown'],
    ['empty, the server has answered on this device', 0, true, true, 'shown'],
    ['empty, answered before, now offline', 0, true, false, 'shown'],
    ['empty, never answered, online: the list may be on its way', 0, false, true, 'loading'],
    ['empty, never answered, offline', 0, false, false, 'offline'],
    ['empty, the mark not read yet', 0, undefined, false, 'loading'],
  ] as const)('%s', (_, held, known, online, state) => {
    expect(chatListState(held, known, online)).toBe(state);
  });
});
