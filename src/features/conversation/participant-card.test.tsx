import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { EMPTY_STATS } from '@/domain/model';
import { ParticipantCard } from './participant-card';

afterEach(cleanup);

const profile = (extra: Record<string, unknown> = {}) => ({
  state: 'found' as const,
  profile: {
    uid: 'bob',
    displayName: 'Bob',
    fallbackName: 'Bob0002',
    medals: [],
    medalCount: 0,
    debateStats: EMPTY_STATS,
    createdAt: null,
    fetchedAt: 1,
    ...extra,
  },
});

describe('ParticipantCard: rating', () => {
  test('shows the other participant’s rating, with “?” while provisional', () => {
    render(
      <ParticipantCard
        profile={profile({ rating: 1734.4, ratingDeviation: 70, ratingVolatility: 0.06 })}
        phoneNumber="+15550000002"
      />,
    );
    expect(screen.getByText('Rating 1734')).toBeTruthy();
    cleanup();
    render(
      <ParticipantCard
        profile={profile({ rating: 1662, ratingDeviation: 290, ratingVolatility: 0.06 })}
        phoneNumber="+15550000002"
      />,
    );
    expect(screen.getByText('Rating 1662?')).toBeTruthy();
  });

  test('a profile without a rating yet shows the provisional start, 1500?', () => {
    render(<ParticipantCard profile={profile()} phoneNumber="+15550000002" />);
    expect(screen.getByText('Rating 1500?')).toBeTruthy();
  });
});

describe('ParticipantCard: phone', () => {
  test('shows the phone once they let this user see it', () => {
    render(
      <ParticipantCard
        profile={profile()}
        phoneNumber="+15550000002"
        phoneLine={{ kind: 'shown', phone: '+15550000002' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'About Bob' })).toHaveTextContent(
      /Phone\s*\+15550000002/,
    );
    expect(screen.queryByText('Phone hidden until they add you or reply')).toBeNull();
  });

  test('says it is hidden until they add this user or reply', () => {
    render(<ParticipantCard profile={profile()} phoneNumber="" phoneLine={{ kind: 'hidden' }} />);
    expect(screen.getByText('Phone hidden until they add you or reply')).toBeTruthy();
  });

  test('says nothing of a phone where the chat has none to show (a public debate)', () => {
    render(<ParticipantCard profile={profile()} phoneNumber="" phoneLine={{ kind: 'none' }} />);
    expect(screen.queryByText(/Phone/)).toBeNull();
  });
});
