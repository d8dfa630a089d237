import { isProvisional, ratingMoveText } from '@/domain/rating';
import { useDebateRatingMove } from '@/hooks/use-debate-rating-move';
import './rating-move.css';

/** The label before a rated move ('Your rating: +16 → 1216'). */
const RATING_MOVE_LABEL = 'Your rating:';
/** Under a move that leaves the rating provisional: what its '?' means. */
const PROVISIONAL_NOTE = 'Provisional (“?”) until it settles, after a few more rated debates.';

/**
 * A debater's rating move on a debate's result: 'Your rating: +16 → 1216' ('1216?' while
 * provisional), or why it moved nothing ("Unrated: you've met 3 times today"). Nothing while
 * it loads or when there is none (a spectator, a result not rated yet).
 */
export function RatingMove({ uid, chatId }: { uid: string; chatId: string }) {
  const move = useDebateRatingMove(uid, chatId);
  if (!move) return null;
  const text = ratingMoveText(move);
  const down = !move.unrated && move.change < 0;
  return (
    <p className={`rating-move${move.unrated ? ' rating-move--unrated' : ''}`} role="status">
      {move.unrated ? (
        text
      ) : (
        <>
          {RATING_MOVE_LABEL}{' '}
          <span
            className={down ? 'rating-move__value rating-move__value--down' : 'rating-move__value'}
          >
            {text}
          </span>
          {isProvisional(move) && <span className="rating-move__note">{PROVISIONAL_NOTE}</span>}
        </>
      )}
    </p>
  );
}
