import { useCallback, useState, type ReactNode } from 'react';
import { ReportDialog } from './report-dialog';
import type { ReportTarget } from './report-target';

/**
 * A Report dialog that any control on a screen can open (each message of a chat): `open`
 * with what is reported, and render `dialog` once on the screen.
 */
export function useReporter(): { open(target: ReportTarget): void; dialog: ReactNode } {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  return {
    open: setTarget,
    dialog: target ? <ReportDialog target={target} onClose={close} /> : null,
  };
}
