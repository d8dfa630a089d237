import { useCallback, useEffect, useState } from 'react';
import { removeContact, removeContactFromBoth, watchContacts } from '@/data/contacts';
import { errorText } from '@/domain/error-text';
import type { Contact } from '@/domain/model';
import { sortContacts } from './contacts-logic';
import { contactsLoadFailedText, removeFailedText } from './people-texts';

interface Contacts {
  /**
   * The live contacts, alphabetical; undefined until the first answer, and while the only
   * answer is an empty one from the cache (offline: not yet known to be none).
   */
  contacts: Contact[] | undefined;
  /** 'Failed to load contacts: {reason}' or 'Failed to remove contact: {reason}'. */
  error: string | null;
  /** 'mine': from this user's list only (a direct delete); 'both': theirs too (a function). */
  remove(contactUid: string, scope?: 'mine' | 'both'): void;
}

/** The signed-in user's contacts, live, and removing one (from this list, or from both). */
export function useContacts(ownerUid: string): Contacts {
  // Keyed by owner, so another user's list is never shown while the new one loads.
  const [loaded, setLoaded] = useState<{ owner: string; contacts: Contact[] } | null>(null);
  const [loadError, setLoadError] = useState<{ owner: string; message: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  useEffect(() => {
    let answered = false;
    return watchContacts(
      ownerUid,
      (list, complete) => {
        // An empty first answer from the cache (offline) is not "no contacts".
        if (!answered && !complete && list.length === 0) return;
        answered = true;
        setLoaded({ owner: ownerUid, contacts: sortContacts(list) });
        setLoadError(null);
      },
      (e) => setLoadError({ owner: ownerUid, message: contactsLoadFailedText(errorText(e)) }),
    );
  }, [ownerUid]);

  const remove = useCallback(
    (contactUid: string, scope: 'mine' | 'both' = 'mine') => {
      setRemoveError(null);
      // The list drops the row at once (a direct delete; the function's delete arrives
      // live); a refused removal puts it back and says why.
      const removal =
        scope === 'both' ? removeContactFromBoth(contactUid) : removeContact(ownerUid, contactUid);
      removal.catch((e: unknown) => setRemoveError(removeFailedText(errorText(e))));
    },
    [ownerUid],
  );

  return {
    contacts: loaded?.owner === ownerUid ? loaded.contacts : undefined,
    error: (loadError?.owner === ownerUid ? loadError.message : null) ?? removeError,
    remove,
  };
}
