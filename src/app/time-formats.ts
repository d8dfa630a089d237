import { prepareTimeFormats } from '@/domain/relative-age';

let scheduled = false;

/**
 * For a screen that shows times, called as its code starts loading: the time formatters are
 * built in a task of their own while the network brings the screen (prepareTimeFormats), not
 * inside its first render. Screens without times (the sign-in page, home's cards) never pay
 * for them: the first Intl formatter of a page is one of its longest tasks on a phone.
 */
export function prepareTimeFormatsSoon(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => prepareTimeFormats(), 0);
}
