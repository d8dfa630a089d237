/**
 * The device's theme choice (docs/decisions/0013-chat.md §5). public/theme.js applies it before the
 * first paint and re-applies it on a 'storage' event; this module reads and changes it.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** localStorage key, shared with public/theme.js and tests/e2e/support/axe.ts. */
export const THEME_STORAGE_KEY = 'da-theme';

export const THEME_TEXT = {
  title: 'Theme',
  note: 'Remembered on this device.',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The stored choice; anything unknown (or no storage) is 'system'. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Stores the choice ('system' clears it) and tells public/theme.js to re-apply it. */
export function saveThemeChoice(choice: ThemeChoice, target: Window = window) {
  try {
    if (choice === 'system') target.localStorage.removeItem(THEME_STORAGE_KEY);
    else target.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // No storage (private mode): the choice lasts until the page reloads.
  }
  target.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
}
