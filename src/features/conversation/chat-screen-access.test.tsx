import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { LOADING_DELAY_MS } from '@/components/loading-delay';
import { CONVERSATION_TEXT } from './conversation-texts';

// The device's copy of the chat is still being read (undefined); the server has answered.
const device = vi.hoisted(() => ({ access: 'checking' as string }));
vi.mock('./use-chat-screen', () => ({
  useChatScreen: () => ({
    chat: undefined,
    access: device.access,
    otherName: '',
    user: { uid: 'carol' },
    onPainted: () => undefined,
  }),
}));

const { ChatScreen } = await import('./chat-screen');

afterEach(cleanup);

function open() {
  render(
    <MemoryRouter>
      <ChatScreen chatId="chat1" kind="chat" />
    </MemoryRouter>,
  );
}

test("the server's refusal shows before the device's copy of the chat is read", () => {
  device.access = 'denied';
  open();
  expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_TEXT.noAccess);
});

test("the server's word that the chat is gone shows before the device's copy is read", () => {
  device.access = 'missing';
  open();
  expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_TEXT.notFound);
});

test('while the server has not answered, the unread copy keeps the placeholder', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  try {
    device.access = 'checking';
    open();
    act(() => vi.advanceTimersByTime(LOADING_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent(CONVERSATION_TEXT.loadingChat);
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
