import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { directChat } from './chat.fixtures';

const writeViewing = vi.fn(async (_chatId: string, _uid: string, _viewing: boolean) => undefined);
vi.mock('@/data/chat-members', () => ({
  writeViewing,
  writeReadMark: vi.fn(async () => undefined),
  writeTyping: vi.fn(async () => undefined),
  watchMember: vi.fn(() => () => undefined),
  fetchMember: vi.fn(async () => null),
  countMessagesAfter: vi.fn(async () => 0),
}));
vi.mock('@/data/session', () => ({ onSignOut: vi.fn() }));
vi.mock('./mirror', () => ({ mirrorChats: vi.fn(() => () => undefined) }));
vi.mock('./message-mirror', () => ({ MessageMirror: vi.fn() }));
vi.mock('./outbox', () => ({
  OutboxEngine: class {
    async start() {}
    stop() {}
  },
}));

const { useChatLive } = await import('./member-hooks');
const { useSignedInSync } = await import('./sync-session');
const { memberSync } = await import('./sync-session');

const chat = directChat();

/** What each signed-in route renders: the session around the screen (src/app/signed-in.tsx). */
function SignedInRoute({ children }: { children: ReactNode }) {
  useSignedInSync('me');
  return children;
}

function OpenChat({ id = 'c1', held = chat }: { id?: string; held?: typeof chat | null }) {
  useChatLive('me', id, held && { ...held, id });
  return null;
}

afterEach(cleanup);

describe('useChatLive', () => {
  test("leaving the chat's route writes viewing: false", async () => {
    const { unmount } = render(
      <SignedInRoute>
        <OpenChat />
      </SignedInRoute>,
    );
    await waitFor(() => expect(writeViewing).toHaveBeenCalledWith('c1', 'me', true));
    expect(memberSync('me')).toBeDefined();

    // 'Back to home' swaps the whole route: React runs the session hold's cleanup (the
    // parent's) before the chat screen's; the session itself carries on to the next screen.
    unmount();
    expect(writeViewing).toHaveBeenLastCalledWith('c1', 'me', false);
    expect(writeViewing).toHaveBeenCalledTimes(2);
  });

  test('a chat that is gone (deleted on the server, so gone from the device) writes nothing more: the rules would refuse it', async () => {
    writeViewing.mockClear();
    const { rerender } = render(
      <SignedInRoute>
        <OpenChat id="c2" />
      </SignedInRoute>,
    );
    await waitFor(() => expect(writeViewing).toHaveBeenCalledWith('c2', 'me', true));
    // A debater exited before the start: the room's chat is deleted, the screen stays.
    rerender(
      <SignedInRoute>
        <OpenChat id="c2" held={null} />
      </SignedInRoute>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeViewing).toHaveBeenCalledTimes(1);
  });
});
