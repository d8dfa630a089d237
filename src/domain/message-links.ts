/**
 * Links in messages (docs/decisions/0013-chat.md §4): only http(s) URLs become links; everything
 * else, `javascript:` and `data:` included, stays text. The screen renders the tokens as React text
 * and <a> elements, never as HTML.
 */
type MessageToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the URL ('see https://a.example.').
const TRAILING = /[.,;:!?'"]+$/;

/** Trims what follows a URL in prose: sentence punctuation, a closing bracket it did not open. */
function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (url.endsWith(close) && url.split(close).length > url.split(open).length) {
      url = url.slice(0, -1).replace(TRAILING, '');
    }
  }
  return url;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The message split into text and http(s) links, in order; joined, the texts give it back. */
export function messageTokens(content: string): MessageToken[] {
  const tokens: MessageToken[] = [];
  let textStart = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index;
    // 'xhttp://…' is not a URL of its own.
    if (start > 0 && /[\w/]/.test(content[start - 1] ?? '')) continue;
    const text = trimUrl(match[0]);
    const href = safeHref(text);
    if (!href || text.length <= text.indexOf('//') + 2) continue;
    if (start > textStart) tokens.push({ kind: 'text', text: content.slice(textStart, start) });
    tokens.push({ kind: 'link', text, href });
    textStart = start + text.length;
  }
  if (textStart < content.length) tokens.push({ kind: 'text', text: content.slice(textStart) });
  return tokens;
}
