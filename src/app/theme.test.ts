import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readThemeChoice, saveThemeChoice, THEME_STORAGE_KEY } from './theme-logic';

// Vitest runs from the project root.
const script = readFileSync('public/theme.js', 'utf8');

let systemDark = false;
const listeners = new Set<() => void>();

function setSystem(dark: boolean) {
  systemDark = dark;
  listeners.forEach((listener) => listener());
}

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  }));
  document.head.innerHTML =
    '<meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)">' +
    '<meta name="theme-color" content="#1a1d27" media="(prefers-color-scheme: dark)">';
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => vi.unstubAllGlobals());

/** Runs public/theme.js as the page's <head> does. */
function boot() {
  new Function(script)();
}

const html = () => document.documentElement;
const metaColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));

describe('public/theme.js', () => {
  test("follows the system while the choice is 'System', also when the system changes", () => {
    boot();
    expect(html().dataset.theme).toBe('light');
    expect(html().style.colorScheme).toBe('light');
    setSystem(true);
    expect(html().dataset.theme).toBe('dark');
    expect(metaColors()).toEqual(['#4338ca', '#1a1d27']);
  });

  test('applies a stored Light or Dark choice whatever the system, theme color included', () => {
    systemDark = true;
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    boot();
    expect(html().dataset.theme).toBe('light');
    expect(metaColors()).toEqual(['#4338ca', '#4338ca']);
    saveThemeChoice('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(metaColors()).toEqual(['#1a1d27', '#1a1d27']);
    saveThemeChoice('system');
    expect(html().dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(metaColors()).toEqual(['#4338ca', '#1a1d27']);
  });

  test('treats an unknown stored value as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    boot();
    expect(html().dataset.theme).toBe('light');
  });
});

describe('readThemeChoice', () => {
  test('reads light and dark, anything else or no storage is system', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readThemeChoice(storage('light'))).toBe('light');
    expect(readThemeChoice(storage('dark'))).toBe('dark');
    expect(readThemeChoice(storage('x'))).toBe('system');
    expect(readThemeChoice(storage(null))).toBe('system');
    expect(readThemeChoice(undefined)).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemeChoice(throwing)).toBe('system');
  });
});
