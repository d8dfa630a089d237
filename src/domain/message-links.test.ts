import { describe, expect, test } from 'vitest';
import { messageTokens } from './message-links';

const joined = (content: string) =>
  messageTokens(content)
    .map((token) => token.text)
    .join('');

describe('messageTokens', () => {
  test('turns http and https URLs into links and keeps the text around them', () => {
    expect(messageTokens('see https://example.com/a?b=1#c and http://x.org')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    ]);
  });

  test('leaves sentence punctuation and an unopened bracket outside the link', () => {
    expect(messageTokens('Read https://a.example/x.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '.' },
    ]);
    expect(messageTokens('(https://a.example/x), ok')[1]).toEqual({
      kind: 'link',
      text: 'https://a.example/x',
      href: 'https://a.example/x',
    });
    expect(messageTokens('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  test('keeps every other scheme as text', () => {
    for (const content of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/x',
      'mailto:a@b.example',
      'www.example.com',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(messageTokens(content), content).toEqual([{ kind: 'text', text: content }]);
    }
  });

  test('does not link a URL glued to a word, or a bare scheme', () => {
    expect(messageTokens('xhttps://a.example')).toEqual([
      { kind: 'text', text: 'xhttps://a.example' },
    ]);
    expect(messageTokens('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
  });

  test('gives the message back unchanged when the tokens are joined', () => {
    for (const content of [
      '',
      'plain',
      'a https://b.example/c. d',
      'https://x.example\nhttps://y.example',
    ]) {
      expect(joined(content)).toBe(content);
    }
    expect(messageTokens('')).toEqual([]);
  });
});
