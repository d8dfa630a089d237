/** Keeps the browser's install offer from the page's start, for the button to use later. */
export { watchInstallability } from './install-store';

/** The 'Install app' button, or iOS's Add to Home Screen guidance. */
export { InstallControl } from './install-control';
