import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RatingSection } from './rating-section';

afterEach(cleanup);

const point = (rating: number, i: number) => ({ chatId: `c${i}`, rating, at: i });
const series = (ratings: number[]) => ({ points: ratings.map(point), count: ratings.length });
const established = (rating: number, ratingChange?: number) => ({
  rating,
  ratingDeviation: 80,
  ratingVolatility: 0.06,
  ratingChange,
});

describe('RatingSection', () => {
  test('shows the rating, its change after the last debate and the chart’s text alternative', () => {
    render(
      <RatingSection
        profile={established(1516, 16)}
        history={{ status: 'ready', series: series([1500, 1516]) }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Rating' })).toBeTruthy();
    expect(screen.getByText('Rating 1516')).toBeTruthy();
    expect(screen.getByText('+16 after the last debate')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: 'Your rating after each of your last 2 debates, oldest first: 1500, 1516.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelector('polyline')).not.toBeNull();
  });

  test('one rated debate is a labelled dot on axes, numbered and dated in the caption', () => {
    const at = Date.UTC(2026, 10, 20, 12);
    render(
      <RatingSection
        profile={{ rating: 1662, ratingDeviation: 290, ratingVolatility: 0.06, ratingChange: 162 }}
        history={{
          status: 'ready',
          series: { points: [{ chatId: 'c1', rating: 1662, at }], count: 1 },
        }}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Your rating after your rated debate 1: 1662.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(chart.querySelector('polyline')).toBeNull();
    const labels = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(['1620', '1640', '1660', '1680', '1700', '1']);
    expect(chart.querySelectorAll('.rating-chart__axes line').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Rated debate 1, Nov 20, 2026')).toBeTruthy();
  });

  test('200 of 240 debates: a line numbered 41 to 240, summarised by its range', () => {
    const ratings = Array.from({ length: 200 }, (_, i) => 1500 + (i % 50));
    render(
      <RatingSection
        profile={established(1549, 1)}
        history={{ status: 'ready', series: { points: ratings.map(point), count: 240 } }}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Your rating over your last 200 debates (rated debates 41 to 240): from 1500 to 1549, lowest 1500, highest 1549.',
    });
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(200);
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText(/^Rated debates 41\u2013240/)).toBeTruthy();
  });

  test('a provisional rating is marked “?”; a new person starts at 1500? with the empty text', () => {
    const { rerender } = render(
      <RatingSection
        profile={{ rating: 1338, ratingDeviation: 290, ratingVolatility: 0.06, ratingChange: -162 }}
        history={{ status: 'loading' }}
      />,
    );
    expect(screen.getByText('Rating 1338?')).toBeTruthy();
    expect(screen.getByText('\u2212162 after the last debate')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading rating history…');
    rerender(<RatingSection profile={{}} history={{ status: 'ready', series: series([]) }} />);
    expect(screen.getByText('Rating 1500?')).toBeTruthy();
    expect(screen.queryByText(/after the last debate/)).toBeNull();
    expect(screen.getByText(/No rated debates yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a failed history says why', () => {
    render(
      <RatingSection
        profile={established(1500, 0)}
        history={{ status: 'error', reason: 'offline' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load the rating history: offline',
    );
    expect(screen.getByText('±0 after the last debate')).toBeTruthy();
  });
});
