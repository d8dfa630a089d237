/**
 * What a person has typed in a chat and not sent yet, kept on this device per account and
 * chat, as the chat apps people know keep a draft. It is written as it is typed (synchronous
 * storage: nothing waits for a flush), so closing the tab or the app loses nothing, and a
 * message on its way to the outbox stays here until the outbox holds it
 * (features/conversation/composer.tsx). Sign-out forgets the account's drafts.
 */

const PREFIX = 'debate-arena:draft:';

function key(uid: string, chatId: string): string {
  return `${PREFIX}${uid}:${chatId}`;
}

export function readDraft(uid: string, chatId: string): string {
  try {
    return localStorage.getItem(key(uid, chatId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the chat's draft; blank text removes it. */
export function saveDraft(uid: string, chatId: string, text: string): void {
  try {
    if (text.trim()) localStorage.setItem(key(uid, chatId), text);
    else localStorage.removeItem(key(uid, chatId));
  } catch {
    // No storage (a private window, or full): the text lives as long as the screen.
  }
}

/** Removes every draft of `uid` on this device. */
export function clearDrafts(uid: string): void {
  try {
    const own = `${PREFIX}${uid}:`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const k of keys) if (k?.startsWith(own)) localStorage.removeItem(k);
  } catch {
    // Nothing stored.
  }
}
