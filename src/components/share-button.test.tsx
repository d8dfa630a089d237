import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ShareButton } from './share-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("without a share sheet the link is copied and 'Link copied' is announced", async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  render(<ShareButton path="/join/abc" title="Tea" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/abc`);
  expect(screen.getByRole('status')).toHaveTextContent('Link copied');
});

test('with a share sheet nothing is announced', async () => {
  const share = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { share });
  render(<ShareButton path="/results/c1" title="Tea" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(share).toHaveBeenCalledWith({
    title: 'Tea',
    text: 'Tea',
    url: `${window.location.origin}/results/c1`,
  });
  expect(screen.getByRole('status')).toHaveTextContent('');
});
