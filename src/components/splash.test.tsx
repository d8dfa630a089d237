import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LOADING_DELAY_MS } from './loading-delay';
import { Splash } from './splash';

describe('Splash', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('stays empty during the first second of the page, then shows the logo and says Loading…', () => {
    vi.advanceTimersByTime(200);
    render(<Splash />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(LOADING_DELAY_MS - 200 - 1));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Debate Arena');
    expect(status).toHaveTextContent('Loading…');
  });

  test('shows at once when the page has been open longer than that (a later screen’s code)', () => {
    vi.advanceTimersByTime(LOADING_DELAY_MS + 5_000);
    render(<Splash />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
