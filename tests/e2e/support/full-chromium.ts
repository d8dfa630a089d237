/**
 * The full Chromium (CHROMIUM_PATH), for the specs that need what Debian's headless shell,
 * where the other browser tests run (playwright.config.ts, E2E_CHROMIUM_PATH), does not have:
 * the notifications a service worker shows (registration.getNotifications() stays empty) and the
 * install prompt. push.spec and pwa.spec failed there and pass here.
 */
import { chromiumArgs } from '../../../playwright.config';

export const fullChromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
};
