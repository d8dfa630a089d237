import type { ReactNode } from 'react';

interface FilterTabsProps<T extends string> {
  /** The tablist's name ('Chat filters'). */
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect(tab: NoInfer<T>): void;
  /** What a tab says ('All (3)'). */
  tabLabel(tab: NoInfer<T>): ReactNode;
  /** Names the ids: a tab is `${idBase}-tab-${tab}`, its panel (FilterPanel) `${idBase}-panel`. */
  idBase: string;
}

/**
 * Tabs that filter one list (.tabs--fill: they share a phone's width), each tab a button with
 * its count. The list goes in a FilterPanel with the same `idBase`.
 */
export function FilterTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabLabel,
  idBase,
}: FilterTabsProps<T>) {
  return (
    <div className="tabs tabs--fill" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`${idBase}-tab-${t}`}
          aria-selected={selected === t}
          aria-controls={`${idBase}-panel`}
          className="tabs__tab"
          onClick={() => onSelect(t)}
        >
          {tabLabel(t)}
        </button>
      ))}
    </div>
  );
}

/** The list under FilterTabs, named by the selected tab. */
export function FilterPanel<T extends string>({
  idBase,
  selected,
  children,
}: {
  idBase: string;
  selected: T;
  children: ReactNode;
}) {
  return (
    <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${selected}`}>
      {children}
    </div>
  );
}
