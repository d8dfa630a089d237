import { describe, expect, test, vi } from 'vitest';
import { shareLink, shareUrl } from './share-logic';

const URL_ = 'https://arena.example/join/abc';

describe('shareLink', () => {
  test('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(URL_, 'Tea', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Tea', text: 'Tea', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
  });

  test('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(URL_, 'Tea', { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  test('a dismissed sheet is cancelled, a refused one falls back to copying', async () => {
    const abort = Object.assign(new Error('x'), { name: 'AbortError' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const cancelled = vi.fn().mockRejectedValue(abort);
    expect(await shareLink(URL_, 'Tea', { share: cancelled, clipboard: { writeText } })).toBe(
      'cancelled',
    );
    const refused = vi.fn().mockRejectedValue(new Error('NotAllowedError'));
    expect(await shareLink(URL_, 'Tea', { share: refused, clipboard: { writeText } })).toBe(
      'copied',
    );
  });

  test('fails when neither works', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink(URL_, 'Tea', { clipboard: { writeText } })).toBe('failed');
    expect(await shareLink(URL_, 'Tea', {})).toBe('failed');
  });
});

test('shareUrl makes an absolute link on the origin', () => {
  expect(shareUrl('/join/abc', 'https://arena.example')).toBe(URL_);
});
