import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RatingSection } from './rating-section';

afterEach(cleanup);

const point = (rating: number, i: number) => ({ chatId: `c${i}`, rating, change: 0, at: i });

describe('RatingSection', () => {
  test('shows the rating, its change after the last debate and the chart’s text alternative', () => {
    render(
      <RatingSection
        rating={1216}
        ratingChange={16}
        history={{ status: 'ready', points: [1200, 1216].map(point) }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Rating' })).toBeTruthy();
    expect(screen.getByText('Rating 1216')).toBeTruthy();
    expect(screen.getByText('+16 after the last debate')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: 'Your rating after each of your last 2 debates, oldest first: 1200, 1216.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelector('polyline')).not.toBeNull();
  });

  test('a loss shows a minus sign; a new person 1200 with the empty history text', () => {
    const { rerender } = render(
      <RatingSection rating={1184} ratingChange={-16} history={{ status: 'loading' }} />,
    );
    expect(screen.getByText('\u221216 after the last debate')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading rating history…');
    rerender(
      <RatingSection
        rating={undefined}
        ratingChange={undefined}
        history={{ status: 'ready', points: [] }}
      />,
    );
    expect(screen.getByText('Rating 1200')).toBeTruthy();
    expect(screen.queryByText(/after the last debate/)).toBeNull();
    expect(screen.getByText(/No rated debates yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a failed history says why', () => {
    render(
      <RatingSection
        rating={1200}
        ratingChange={0}
        history={{ status: 'error', reason: 'offline' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load the rating history: offline',
    );
    expect(screen.getByText('±0 after the last debate')).toBeTruthy();
  });
});
