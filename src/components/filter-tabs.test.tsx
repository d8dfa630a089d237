import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { FilterPanel, FilterTabs } from './filter-tabs';

afterEach(cleanup);

const TABS = ['all', 'mine'] as const;
type Tab = (typeof TABS)[number];

function Filtered() {
  const [tab, setTab] = useState<Tab>('all');
  return (
    <>
      <FilterTabs
        label="Filters"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        tabLabel={(t) => (t === 'all' ? 'All (2)' : 'Mine (1)')}
        idBase="things"
      />
      <FilterPanel idBase="things" selected={tab}>
        <p>{tab === 'all' ? 'both things' : 'my thing'}</p>
      </FilterPanel>
    </>
  );
}

test('a tab per filter, the selected one naming the panel it controls', () => {
  render(<Filtered />);
  expect(screen.getByRole('tablist', { name: 'Filters' })).toBeInTheDocument();
  const all = screen.getByRole('tab', { name: 'All (2)' });
  const mine = screen.getByRole('tab', { name: 'Mine (1)' });
  expect(all).toHaveAttribute('aria-selected', 'true');
  expect(mine).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel', { name: 'All (2)' });
  expect(all).toHaveAttribute('aria-controls', panel.id);
  expect(mine).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveTextContent('both things');
});

test('choosing a tab selects it and the panel follows', () => {
  render(<Filtered />);
  fireEvent.click(screen.getByRole('tab', { name: 'Mine (1)' }));
  expect(screen.getByRole('tab', { name: 'Mine (1)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Mine (1)' })).toHaveTextContent('my thing');
});
