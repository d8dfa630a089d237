import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { InstallControl } from './install-control';
import { IOS_HINT_DISMISSED_KEY, resetInstallWatch, watchInstallability } from './install-store';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Chromium's offer to install, with a scripted answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  resetInstallWatch();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('InstallControl', () => {
  test('shows nothing until the browser offers installation', () => {
    watchInstallability();
    const { container } = render(<InstallControl />);
    expect(container).toBeEmptyDOMElement();
  });

  test("keeps the browser's offer (no mini-infobar) and 'Install app' opens its dialog", async () => {
    watchInstallability();
    render(<InstallControl />);
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  test('a dismissed dialog cannot be reopened with the same offer; a new offer brings it back', async () => {
    watchInstallability();
    render(<InstallControl />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    offerInstall('accepted');
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  test('hides once the app is installed', () => {
    watchInstallability();
    render(<InstallControl />);
    offerInstall('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  test('on iOS Safari explains Share, then Add to Home Screen, until dismissed for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    watchInstallability();
    const first = render(<InstallControl />);
    const note = screen.getByRole('note', { name: 'Add Debate Arena to your Home Screen' });
    expect(note).toHaveTextContent('In Safari, tap Share , then Add to Home Screen.');

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(localStorage.getItem(IOS_HINT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    resetInstallWatch();
    watchInstallability();
    render(<InstallControl />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('says nothing on iOS when already running from the home screen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      watchInstallability();
      const { container } = render(<InstallControl />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });
});
