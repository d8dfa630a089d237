import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { HowItWorksRoute } from './how-it-works';
import { PolicyRoute } from './policy';

function renderAt(path: string, page: ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/** Every in-page link (#id) must land on an element that exists. */
function expectAnchorsResolve(container: HTMLElement) {
  const anchors = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  expect(anchors.length).toBeGreaterThan(0);
  for (const anchor of anchors) {
    const id = anchor.getAttribute('href')!.slice(1);
    expect(document.getElementById(id), `target of ${anchor.textContent}`).not.toBeNull();
  }
}

/** Lighthouse's heading-order audit: the single h1 first, and no level skipped going down. */
function expectHeadingOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
    Number(h.tagName[1]),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
}

afterEach(() => {
  cleanup();
  document.title = 'Debate Arena';
});

describe('policy page', () => {
  test('states the effective date', () => {
    renderAt('/policy', <PolicyRoute />);
    const date = screen.getByText('September 11, 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-09-11');
    expect(date.parentElement).toHaveTextContent('Effective date: September 11, 2025');
  });

  test('is governed by Spanish law and the courts of Spain', () => {
    renderAt('/policy', <PolicyRoute />);
    const law = screen.getByRole('heading', { name: /governing law and courts/i });
    const section = law.closest('section')!;
    expect(section).toHaveTextContent(/governed by Spanish law/);
    expect(section).toHaveTextContent(/jurisdiction of the courts of Spain/);
  });

  test('says users can be reported and banned for abuse, without offering a report button', () => {
    renderAt('/policy', <PolicyRoute />);
    const conduct = screen
      .getByRole('heading', { name: /acceptable conduct/i })
      .closest('section')!;
    expect(conduct).toHaveTextContent('Users can be reported and banned for abuse.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('says transcripts reach the AI providers only when both participants agree', () => {
    renderAt('/policy', <PolicyRoute />);
    const ai = screen
      .getByRole('heading', { name: /AI judges and your data/i })
      .closest('section')!;
    expect(ai).toHaveTextContent(/only when both participants agree to an evaluation/);
    for (const provider of ['OpenAI', 'DeepSeek', 'xAI']) expect(ai).toHaveTextContent(provider);
    expect(screen.getByText(/Verdicts are automated opinions, not facts/)).toBeInTheDocument();
  });

  test('lists the GDPR rights and how to exercise them by email', () => {
    renderAt('/policy', <PolicyRoute />);
    const rights = screen.getByRole('heading', { name: /your rights/i }).closest('section')!;
    for (const right of ['Access', 'Rectification', 'Erasure', 'Portability', 'Objection']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(within(rights).getByRole('link', { name: 'privacy@debate-arena.app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:privacy@debate-arena\.app/),
    );
  });

  test('has a table of contents whose links all land on a heading', () => {
    const { container } = renderAt('/policy', <PolicyRoute />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '#terms',
    );
    expect(within(toc).getByRole('link', { name: /^\d+\. Children$/ })).toHaveAttribute(
      'href',
      '#children',
    );
    expectAnchorsResolve(container);
  });

  test('has one h1, headings in order, a main landmark and a tab title', () => {
    const { container } = renderAt('/policy', <PolicyRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Terms of Service & Privacy Policy',
    );
    expectHeadingOrder(container);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toBe('Terms & Privacy · Debate Arena');
  });

  test('links back to the start page and on to How It Works', () => {
    renderAt('/policy', <PolicyRoute />);
    expect(screen.getByRole('link', { name: 'Back to Debate Arena' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  test('restores the previous tab title when left', () => {
    document.title = 'Debate Arena';
    const { unmount } = renderAt('/policy', <PolicyRoute />);
    unmount();
    expect(document.title).toBe('Debate Arena');
  });
});

describe('how it works page', () => {
  test('names the six criteria, in order', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    const section = screen
      .getByRole('heading', { name: 'What the judges look for' })
      .closest('section')!;
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(items).toEqual([
      'Factual accuracy and evidence',
      'Logical structure',
      'Clarity and persuasiveness',
      'Relevance',
      'Response to counterarguments',
      'Overall skill',
    ]);
  });

  test('introduces the three judges', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    const section = screen.getByRole('heading', { name: 'The three judges' }).closest('section')!;
    for (const judge of ['GPT-4', 'DeepSeek', 'Grok-3']) {
      expect(within(section).getAllByText(judge)[0]).toBeInTheDocument();
    }
  });

  test('explains the consensus rules', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    const scoring = screen
      .getByRole('heading', { name: 'How the verdict is decided' })
      .closest('section')!;
    expect(scoring).toHaveTextContent('The most judge votes wins.');
    expect(scoring).toHaveTextContent(/A tie on votes is broken by summed confidence/);
    expect(scoring).toHaveTextContent(/A Draw wins ties by default/);
    expect(scoring).toHaveTextContent(/A judge that fails .* is ignored/);
  });

  test('says an evaluation needs both debaters to agree', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    expect(
      screen.getByText('An evaluation happens only if both of you agree.'),
    ).toBeInTheDocument();
  });

  test('defines the win rate as wins divided by total debates', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    const medals = screen.getByRole('heading', { name: 'Medals and win rate' }).closest('section')!;
    expect(medals).toHaveTextContent(/win rate is wins ÷ total debates/);
    expect(medals).toHaveTextContent('3 ÷ 5 = 60%');
  });

  test('links to the policy from the privacy section and the footer', () => {
    renderAt('/how-it-works', <HowItWorksRoute />);
    const privacy = screen.getByRole('heading', { name: 'Your privacy' }).closest('section')!;
    expect(
      within(privacy).getByRole('link', { name: 'Terms of Service & Privacy Policy' }),
    ).toHaveAttribute('href', '/policy');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Privacy' })).toHaveAttribute(
      'href',
      '/policy',
    );
  });

  test('has one h1, headings in order, working anchors, a back link and a tab title', () => {
    const { container } = renderAt('/how-it-works', <HowItWorksRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How It Works');
    expectHeadingOrder(container);
    expectAnchorsResolve(container);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Back to Debate Arena' }),
    );
    expect(screen.getByRole('link', { name: 'Back to Debate Arena' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('How It Works · Debate Arena');
  });
});
