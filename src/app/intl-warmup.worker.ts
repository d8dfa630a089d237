/**
 * Builds the time formatters once off the main thread (src/app/time-formats.ts). The first
 * Intl object of a page loads the runtime's locale and time-zone data, and that data is the
 * process's, not the thread's: once this worker has paid for it, the page's own formatters
 * build in well under a millisecond.
 */
import { prepareTimeFormats } from '@/domain/relative-age';

prepareTimeFormats();
postMessage('ready');
