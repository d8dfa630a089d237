import { useId, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Menu } from 'lucide-react';
import { UnreadBadge } from '@/components/unread-badge';
import { usePopup } from '@/hooks/use-popup';
import { HOME_TEXT, menuButtonLabel } from './home-texts';

export interface NavItem {
  label: string;
  /** A home section to switch to, a page to navigate to, or something to do. */
  action: { section: string } | { href: string } | { run: () => void };
  /** An unread count shown beside the label (nothing at 0). */
  count?: number;
}

/** The navigation dropdown: a menu button with arrow-key navigation, closed by Escape or an outside click. */
export function NavMenu({
  items,
  onSection,
  count = 0,
}: {
  items: NavItem[];
  onSection(section: string): void;
  /** The unread total, shown on the closed menu's button. */
  count?: number;
}) {
  const id = useId();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { open, setOpen, root, button, close, onKey } = usePopup(() =>
    itemRefs.current[0]?.focus(),
  );
  const navigate = useNavigate();

  const choose = (item: NavItem) => {
    close();
    if ('section' in item.action) onSection(item.action.section);
    else if ('href' in item.action) navigate(item.action.href);
    else item.action.run();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((el) => el === document.activeElement);
    const focus = (i: number) => itemRefs.current[(i + items.length) % items.length]?.focus();
    onKey(event, {
      ArrowDown: () => focus(index + 1),
      ArrowUp: () => focus(index - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
    });
  };

  return (
    <div className="nav-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={menuButtonLabel(count)}
        onClick={() => setOpen((o) => !o)}
      >
        <Menu size="1.25em" aria-hidden="true" />
        <UnreadBadge count={count} />
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-label={HOME_TEXT.menu}
          className="nav-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              className="nav-menu__item"
              tabIndex={-1}
              onClick={() => choose(item)}
            >
              {item.label}
              <UnreadBadge count={item.count ?? 0} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
