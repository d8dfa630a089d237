import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { BottomNav } from './bottom-nav';
import { bottomNavPlace } from './home-texts';

afterEach(cleanup);

function renderNav(current: Parameters<typeof BottomNav>[0]['current'], chatsUnread = 0) {
  render(
    <MemoryRouter>
      <BottomNav current={current} chatsUnread={chatsUnread} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('BottomNav', () => {
  test('links Home, Chats, Leaderboard and Profile, one tap each', () => {
    const nav = renderNav('home');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Chats', '/home?section=chats'],
      ['Leaderboard', '/leaderboard'],
      ['Profile', '/profile'],
    ]);
  });

  test('marks the place on screen as the current page, and only it', () => {
    const nav = renderNav('leaderboard');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Leaderboard']);
  });

  test('shows the unread total on Chats and reads it out after the name', () => {
    const nav = renderNav(null, 7);
    const chats = within(nav).getByRole('link', { name: 'Chats, 7 unread messages' });
    expect(within(chats).getByTestId('unread-badge').textContent).toContain('7');
  });

  test('shows no count when nothing is unread', () => {
    const nav = renderNav('chats', 0);
    expect(within(nav).queryByTestId('unread-badge')).toBeNull();
  });
});

describe('bottomNavPlace', () => {
  test('the chat list is Chats; every other home section is Home', () => {
    expect(bottomNavPlace('chats')).toBe('chats');
    expect(bottomNavPlace('home')).toBe('home');
    expect(bottomNavPlace('browse-debates')).toBe('home');
    expect(bottomNavPlace('contacts')).toBe('home');
  });
});
