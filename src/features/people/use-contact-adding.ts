import { useCallback, useEffect, useState } from 'react';
import { addContact, watchContacts } from '@/data/contacts';
import { errorText } from '@/domain/error-text';
import { addFailedText } from './people-texts';

interface ContactAdding {
  /** Users already in the contacts (live), plus those just added. */
  isContact(uid: string): boolean;
  isAdding(uid: string): boolean;
  add(uid: string): Promise<void>;
  /** 'Failed to add contact: {reason}', until the next attempt. */
  error: string | null;
}

/** Which search results are contacts already, and adding one (mutual, by the function). */
export function useContactAdding(ownerUid: string): ContactAdding {
  const [contactIds, setContactIds] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      watchContacts(
        ownerUid,
        (contacts) => {
          // Someone who only added this user ('Added you') can still be added (back).
          const ids = new Set(contacts.filter((c) => !c.addedYou).map((c) => c.uid));
          setContactIds(ids);
          // Once the list has them, the list decides: one removed later shows 'Add' again.
          setAdded((s) => new Set([...s].filter((uid) => !ids.has(uid))));
        },
        // Without the list every result offers 'Add'; adding again is harmless.
        (e) => console.warn('Could not load the contacts for search results', e),
      ),
    [ownerUid],
  );

  const add = useCallback(async (uid: string) => {
    setError(null);
    setAdding((s) => new Set(s).add(uid));
    try {
      await addContact(uid);
      setAdded((s) => new Set(s).add(uid));
    } catch (e) {
      setError(addFailedText(errorText(e)));
    } finally {
      setAdding((s) => {
        const next = new Set(s);
        next.delete(uid);
        return next;
      });
    }
  }, []);

  return {
    isContact: (uid) => contactIds.has(uid) || added.has(uid),
    isAdding: (uid) => adding.has(uid),
    add,
    error,
  };
}
