import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';

/** The public profiles the device cache answers with, by uid. */
const profiles = vi.hoisted(() => ({}) as Record<string, Record<string, unknown>>);
const asked = vi.hoisted(() => [] as (string | null | undefined)[]);

vi.mock('@/offline/profiles', () => ({
  useCachedProfile: (_viewer: string, uid: string | null | undefined) => {
    asked.push(uid);
    const profile = uid ? profiles[uid] : undefined;
    return profile ? { state: 'found', profile: { uid, ...profile } } : { state: 'loading' };
  },
}));

// The device's copy of avatars/{uid} (offline/pictures), as the blob: address it makes.
vi.mock('@/hooks/use-avatar-picture', () => ({
  useAvatarPicture: (uid: string | null | undefined, at: number | null | undefined) =>
    uid && at ? `blob:${uid}-${at}` : null,
}));

const { ChatRow } = await import('./chat-row');

afterEach(() => {
  cleanup();
  asked.length = 0;
});

function chat(fields: Partial<Chat>): Chat {
  return {
    id: 'c1',
    participants: ['me', 'zoe'],
    participantDetails: {
      me: { phoneNumber: '+15550000001', displayName: 'Me' },
      zoe: { phoneNumber: '+15550000003' },
    },
    isDebate: false,
    status: 'active',
    createdAt: 1,
    ...fields,
  };
}

function renderRow(value: Chat) {
  render(
    <MemoryRouter>
      <ul>
        <ChatRow chat={value} myUid="me" />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('ChatRow: who the row is about', () => {
  test("a normal chat shows the person's initial from their profile, not a generic icon", () => {
    profiles.zoe = { displayName: 'Zoe Park', fallbackName: 'LogicLord0003' };
    const row = renderRow(chat({}));
    expect(row.querySelector('.avatar')?.textContent).toBe('Z');
    expect(row).toHaveTextContent('Zoe Park');
  });

  test("a normal chat shows the person's picture from the device's copy, never their picture link", () => {
    profiles.zoe = {
      displayName: 'Zoe Park',
      avatarAt: 5,
      profilePictureUrl: 'https://example.com/z.png',
    };
    const row = renderRow(chat({}));
    expect(row.querySelector('.avatar img')?.getAttribute('src')).toBe('blob:zoe-5');
    cleanup();
    profiles.zoe = { displayName: 'Zoe Park', profilePictureUrl: 'https://example.com/z.png' };
    const linkOnly = renderRow(chat({}));
    expect(linkOnly.querySelector('.avatar img')).toBeNull();
    expect(linkOnly.querySelector('.avatar')?.textContent).toBe('Z');
  });

  test("a debate shows the opponent's initial from the chat itself (no profile read) and a debate mark", () => {
    const row = renderRow(
      chat({
        isDebate: true,
        debateTopic: 'Cars',
        participantDetails: { me: {}, zoe: { displayName: 'Yann' } },
      }),
    );
    expect(row.querySelector('.avatar')?.textContent).toBe('Y');
    expect(row.querySelector('.chat-row__debate-mark svg')).not.toBeNull();
    expect(asked).not.toContain('zoe');
  });
});
