import { useCallback, useState } from 'react';
import { addContact } from '@/data/contacts';
import { errorText } from '@/domain/error-text';
import { addFailedText } from './people-texts';

interface AddBack {
  /** Whether 'Add back' is under way for this person. */
  isAddingBack(uid: string): boolean;
  /** Adds back someone who added this user (addContact): both then see each other's phone. */
  addBack(uid: string): void;
  /** 'Failed to add contact: {reason}', until the next attempt. */
  error: string | null;
}

/**
 * 'Add back' on an 'Added you' contact. The live list turns the row into an ordinary
 * contact (with their phone) once the function has written both entries.
 */
export function useAddBack(): AddBack {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const addBack = useCallback((uid: string) => {
    setError(null);
    setPending((s) => new Set(s).add(uid));
    addContact(uid)
      .catch((e: unknown) => setError(addFailedText(errorText(e))))
      .finally(() =>
        setPending((s) => {
          const next = new Set(s);
          next.delete(uid);
          return next;
        }),
      );
  }, []);

  return { isAddingBack: (uid) => pending.has(uid), addBack, error };
}
