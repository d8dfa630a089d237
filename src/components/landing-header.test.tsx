import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { LandingSplash } from './landing-header';

const root = path.resolve(import.meta.dirname, '../..');

/** index.html's #root as the browser parses it. */
function staticShell(): Element {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const shell = new DOMParser().parseFromString(html, 'text/html').querySelector('#root > *');
  if (!shell) throw new Error('index.html has nothing in #root');
  return shell;
}

/** Runs public/theme.js as the page's <head> does, at `pathname`. */
function runThemeScriptAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(readFileSync(path.join(root, 'public/theme.js'), 'utf8'))();
}

describe('the landing page’s first paint', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-landing');
    window.history.replaceState(null, '', '/');
  });

  test('index.html carries the markup React renders while / loads, marked as the static copy', () => {
    const shell = staticShell();
    expect(shell.classList.contains('landing-shell')).toBe(true);
    shell.classList.remove('landing-shell');
    expect(shell.outerHTML).toBe(renderToStaticMarkup(<LandingSplash />));
    expect(shell.querySelector('h1')?.textContent).toBe('Welcome to Debate Arena');
  });

  test('the theme script marks a visit that starts at / only', () => {
    runThemeScriptAt('/home');
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
    runThemeScriptAt('/chat/abc');
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
    runThemeScriptAt('/');
    expect(document.documentElement.hasAttribute('data-landing')).toBe(true);
  });

  test('the copy is hidden unless the visit is marked', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'landing-header.css'), 'utf8');
    expect(css).toMatch(/\.landing-shell \{\s*display: none;\s*\}/);
    expect(css).toMatch(/:root\[data-landing\] \.landing-shell \{\s*display: flex;\s*\}/);
  });
});
