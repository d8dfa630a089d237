/**
 * A live list's answers as a screen needs them. With the in-memory cache, a listener started
 * offline first answers from the cache (often empty), and when the server later confirms that
 * answer, Firestore raises no event unless metadata changes are asked for; asked for, it also
 * raises one for every pending write. watchListAnswers keeps the first, every change of the
 * documents, and the first answer from the server (`complete`: the list is known), and drops
 * the rest.
 */
import {
  onSnapshot,
  type DocumentData,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

export function watchListAnswers<T extends DocumentData>(
  q: Query<T>,
  onAnswer: (snapshot: QuerySnapshot<T>, complete: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let answered = false;
  let heardServer = false;
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snapshot) => {
      const complete = !snapshot.metadata.fromCache;
      const firstFromServer = complete && !heardServer;
      heardServer ||= complete;
      if (answered && !firstFromServer && snapshot.docChanges().length === 0) return;
      answered = true;
      onAnswer(snapshot, complete);
    },
    onError,
  );
}
