import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
  const ref = useVisualViewport();
  return <div ref={ref} data-testid="screen" />;
}

/** A screen that shows a placeholder first, as a chat read from the device does. */
function LoadingScreen() {
  const [ready, setReady] = useState(false);
  const ref = useVisualViewport();
  return ready ? (
    <div ref={ref} data-testid="screen" />
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      Load
    </button>
  );
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

/** The next frame, where the hook first reads the viewport. */
async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('useVisualViewport', () => {
  test('follows the visible part of the screen as the keyboard opens and closes', async () => {
    const viewport = withViewport();
    render(<Screen />);
    const el = screen.getByTestId('screen');
    // Not read in React's commit (that would lay the new screen out there): in the first frame.
    expect(el.style.getPropertyValue('--visual-height')).toBe('');
    await nextFrame();
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
    act(() => viewport.move({ height: 480, offsetTop: 120 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('480px');
    expect(el.style.getPropertyValue('--visual-top')).toBe('120px');
    act(() => viewport.move({ height: 800, offsetTop: 0 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
  });

  test('follows the screen that comes after a placeholder, and lets go of it when it goes', async () => {
    const viewport = withViewport();
    const { unmount } = render(<LoadingScreen />);
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    const el = screen.getByTestId('screen');
    await nextFrame();
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
    act(() => viewport.move({ height: 480, offsetTop: 120 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('480px');
    unmount();
    act(() => viewport.move({ height: 300 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('480px');
  });

  test('lets go while the page is pinch-zoomed, so the zoom still shows part of it', async () => {
    const viewport = withViewport();
    render(<Screen />);
    const el = screen.getByTestId('screen');
    await nextFrame();
    expect(el.style.getPropertyValue('--visual-height')).toBe('800px');
    act(() => viewport.move({ height: 400, scale: 2 }));
    expect(el.style.getPropertyValue('--visual-height')).toBe('');
  });

  test('without the visual viewport API the page keeps its CSS height', async () => {
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: undefined });
    render(<Screen />);
    await nextFrame();
    expect(screen.getByTestId('screen').style.getPropertyValue('--visual-height')).toBe('');
  });
});
