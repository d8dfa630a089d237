import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
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
  device.access = 'checking';
  open();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(CONVERSATION_TEXT.noAccess)).toBeNull();
});
