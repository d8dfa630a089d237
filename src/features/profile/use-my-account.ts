import { useEffect, useState } from 'react';
import { watchAccount } from '@/data/users';
import { errorText } from '@/domain/error-text';
import type { AccountInfo } from '@/domain/model';

export type MyAccountState =
  | { status: 'loading' }
  | { status: 'found'; account: AccountInfo }
  /** Not written yet: the sign-in that creates it is still on its way. */
  | { status: 'missing' }
  | { status: 'error'; reason: string };

/** The signed-in user's own phone and last activity (users/{uid}/private/account), live. */
export function useMyAccount(uid: string): MyAccountState {
  const [answer, setAnswer] = useState<{ uid: string; state: MyAccountState } | null>(null);
  useEffect(
    () =>
      watchAccount(
        uid,
        (account) =>
          setAnswer({ uid, state: account ? { status: 'found', account } : { status: 'missing' } }),
        (error) => setAnswer({ uid, state: { status: 'error', reason: errorText(error) } }),
      ),
    [uid],
  );
  return answer?.uid === uid ? answer.state : { status: 'loading' };
}
