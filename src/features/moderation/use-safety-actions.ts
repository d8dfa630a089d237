import { useState } from 'react';
import { blockedText, unblockedText } from './moderation-texts';
import type { Person } from './report-target';
import { useBlockToggle } from './use-block-toggle';

/** What is open on top: a row's ⋯ sheet (SafetyMenu), the Block dialog or the Report one. */
type SafetyOpen = 'menu' | 'block' | 'report' | null;

/**
 * Block (or Unblock) and Report on one person: whether they are blocked, what is open, and
 * what was last done ('You blocked Bob.') for a status line. Block asks first (BlockDialog);
 * Unblock runs at once and closes what is open.
 */
export function useSafetyActions(person: Person) {
  const toggle = useBlockToggle(person.uid);
  const [open, setOpen] = useState<SafetyOpen>(null);
  const [notice, setNotice] = useState('');
  const close = () => setOpen(null);

  const unblock = async () => {
    if (!(await toggle.unblock())) return;
    setNotice(unblockedText(person.name));
    close();
  };

  return {
    person,
    toggle,
    open,
    setOpen,
    close,
    notice,
    unblock,
    /** BlockDialog's onBlocked. */
    blocked: () => setNotice(blockedText(person.name)),
  };
}

export type SafetyActions = ReturnType<typeof useSafetyActions>;
