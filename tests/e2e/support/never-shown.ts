import type { Page } from '@playwright/test';

/**
 * From the next document's first frame on, notes whether `text` is ever in the page (a
 * MutationObserver, so a flash between two of the test's own looks counts too). Read it with
 * wasShown.
 */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript((watched) => {
    const flags = ((window as { textsShown?: Record<string, boolean> }).textsShown ??= {});
    new MutationObserver(() => {
      if (document.body?.innerText.includes(watched)) flags[watched] = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** Whether the text watchForText watches was in the page at any moment since it loaded. */
export async function wasShown(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (watched) =>
      (window as { textsShown?: Record<string, boolean> }).textsShown?.[watched] === true,
    text,
  );
}
