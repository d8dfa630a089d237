import { useCallback, useState } from 'react';
import { reportUser } from '@/data/moderation';
import { errorText } from '@/domain/error-text';
import type { ReportRequest } from '@/domain/moderation';
import { failedText } from './moderation-texts';

type ReportState =
  { status: 'editing'; error: string | null } | { status: 'sending' } | { status: 'sent' };

/** Sending one report: editing (with the last failure), sending, sent. */
export function useReport() {
  const [state, setState] = useState<ReportState>({ status: 'editing', error: null });
  const send = useCallback(async (report: ReportRequest) => {
    setState({ status: 'sending' });
    try {
      await reportUser(report);
      setState({ status: 'sent' });
    } catch (e) {
      // The form keeps what was typed: nothing is lost on a failure.
      setState({ status: 'editing', error: failedText('report', errorText(e)) });
    }
  }, []);
  return { state, send };
}
