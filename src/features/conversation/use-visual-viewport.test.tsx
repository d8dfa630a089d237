import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { overrideProperty } from '@/lib/property-override.fixtures';
import { useVisualViewport } from './use-visual-viewport';

/** A visual viewport the test moves, as a keyboard opening or a pinch zoom would. */
class FakeViewport extends EventTarget {
  height = 800;
  offsetTop = 0;
  scale = 1;
  move(fields: Partial<Pick<FakeViewport, 'height' | 'offsetTop' | 'scale'>>) {
    Object.assign(this, fields);
    this.dispatchEvent(new Event('resize'));
  }
}

function Screen() {
  const ref = useRef<HTMLDivElement>(null);
  useVisualViewport(ref);
  return <div ref={ref} data-testid="screen" />;
}

let restoreViewport: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restoreViewport?.();
  restoreViewport = undefined;
});

function withViewport(): FakeViewport {
  const viewport = new FakeViewport();
  restoreViewport = overrideProperty(window, 'visualViewport', { value: viewport });
  return viewport;
}

describe('useVisualViewport', () => {
  test('follows the visible part of the screen as the keyboard opens and closes', () => {
    const viewport = withViewport();
    render(<Screen />);
    const el = screen.getByTestId('screen');
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
    act(() => viewport.move({ height: 480, offsetTop: 120 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('480px');
    expect(el.style.getPropertyValue('--visual-top')).toBe('120px');
    act(() => viewport.move({ height: 800, offsetTop: 0 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
  });

  test('lets go while the page is pinch-zoomed, so the zoom still shows part of it', () => {
    const viewport = withViewport();
    render(<Screen />);
    const el = screen.getByTestId('screen');
    act(() => viewport.move({ height: 400, scale: 2 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('');
  });

  test('without the visual viewport API the page keeps its CSS height', () => {
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: undefined });
    render(<Screen />);
    expect(screen.getByTestId('screen').style.getPropertyValue('--visual-height')).toBe('');
  });
});
