import { memo } from 'react';
import { messageTokens } from '@/domain/message-links';
import './reading.css';

/**
 * A message's words, with its http(s) URLs as links that open in a new tab. Rendered as
 * React text and <a> elements (never as HTML), so nothing else in a message is markup.
 */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  return (
    <p className="message__content" dir="auto">
      {messageTokens(text).map((token, index) =>
        token.kind === 'link' ? (
          <a
            key={index}
            className="message__link"
            href={token.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {token.text}
          </a>
        ) : (
          token.text
        ),
      )}
    </p>
  );
});
