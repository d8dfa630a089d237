import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LOADING_DELAY_MS } from '@/components/loading-delay';
import { ChatSkeleton } from './chat-skeleton';
import { CONVERSATION_TEXT } from './conversation-texts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('a chat opened as the page loads shows no placeholder in its first second, then the placeholder', () => {
  render(
    <MemoryRouter>
      <ChatSkeleton />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: CONVERSATION_TEXT.backHomeLabel })).toBeNull();
  expect(screen.queryByText(CONVERSATION_TEXT.loadingChat)).toBeNull();
  act(() => vi.advanceTimersByTime(LOADING_DELAY_MS));
  expect(screen.getByRole('link', { name: CONVERSATION_TEXT.backHomeLabel })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(CONVERSATION_TEXT.loadingChat);
});
