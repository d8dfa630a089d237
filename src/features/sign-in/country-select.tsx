import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, type Country } from '@/domain/countries';
import { usePopup } from '@/hooks/use-popup';
import { CountryFlag } from './country-flag';
import { countryCodeLabel, SIGN_IN_SCREEN_TEXT } from './sign-in-texts';

interface Props {
  value: string;
  onChange(code: string): void;
  disabled?: boolean;
}

function entryFor(code: string): Country {
  return COUNTRIES.find((c) => c.code === code) ?? (COUNTRIES[0] as Country);
}

/**
 * The country-code dropdown: a button and a listbox of 40 entries (flag, code, name),
 * at most 15rem tall, closed by a click outside, Escape or a choice. Arrow keys, Home,
 * End and typing a name's first letters move through it.
 */
export function CountrySelect({ value, onChange, disabled }: Props) {
  const id = useId();
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      COUNTRIES.findIndex((c) => c.code === value),
    ),
  );
  const list = useRef<HTMLUListElement>(null);
  const { open, setOpen, root, button, close, onKey } = usePopup(() => list.current?.focus());
  const typed = useRef({ text: '', at: 0 });
  const selected = entryFor(value);

  useEffect(() => {
    if (open)
      list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        COUNTRIES.findIndex((c) => c.code === value),
      ),
    );
    setOpen(true);
  };

  const choose = (index: number) => {
    const country = COUNTRIES[index];
    if (country) onChange(country.code);
    close();
  };

  const typeAhead = (key: string, now: number) => {
    typed.current = {
      text: (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase(),
      at: now,
    };
    const index = COUNTRIES.findIndex(
      (c) =>
        c.name.toLowerCase().startsWith(typed.current.text) ||
        c.code.startsWith(typed.current.text),
    );
    if (index >= 0) setActive(index);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = COUNTRIES.length - 1;
    const moved = onKey(event, {
      ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
      ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
      Home: () => setActive(0),
      End: () => setActive(last),
      PageDown: () => setActive((i) => Math.min(last, i + 8)),
      PageUp: () => setActive((i) => Math.max(0, i - 8)),
      Enter: () => choose(active),
      ' ': () => choose(active),
    });
    if (!moved && event.key.length === 1 && /\S/.test(event.key)) {
      typeAhead(event.key, event.timeStamp);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  return (
    <div className="country-select" ref={root}>
      <button
        ref={button}
        type="button"
        className="country-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={countryCodeLabel(selected.name, selected.code)}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <CountryFlag country={selected} />
        <span>{selected.code}</span>
        <ChevronDown className="country-select__chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-list`}
          className="country-select__list"
          role="listbox"
          tabIndex={-1}
          aria-label={SIGN_IN_SCREEN_TEXT.countryCode}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKeyDown}
        >
          {COUNTRIES.map((country, index) => (
            <li
              key={country.country}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={country.code === value}
              className={`country-select__option${index === active ? ' country-select__option--active' : ''}`}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              <CountryFlag country={country} />
              <span className="country-select__code">{country.code}</span>
              <span className="country-select__name">{country.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
