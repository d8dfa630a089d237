import { render, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  test('renders http(s) URLs as links to a new tab without the opener or referrer', () => {
    const { container } = render(
      <MessageText text="See https://example.com/a, then http://b.example" />,
    );
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'http://b.example/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(container.querySelector('p')).toHaveTextContent(
      'See https://example.com/a, then http://b.example',
    );
  });

  test('keeps javascript: and markup as text, in a paragraph that finds its own direction', () => {
    const { container } = render(
      <MessageText text={'javascript:alert(1) <a href="javascript:alert(2)">x</a>'} />,
    );
    expect(within(container).queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('javascript:alert(1) <a href="javascript:alert(2)">x</a>');
    expect(paragraph).toHaveAttribute('dir', 'auto');
  });
});
