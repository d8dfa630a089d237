import { useId } from 'react';
import type { BlockedUser } from '@/domain/documents/block';
import { formatDay } from '@/domain/relative-age';
import { useSignedInUser } from '@/hooks/use-session';
import { blockedSince, loadBlockedFailedText, MODERATION_TEXT } from './moderation-texts';
import { useBlockToggle } from './use-block-toggle';
import { useBlocks } from './use-blocks';
import './moderation.css';

function BlockedRow({ user }: { user: BlockedUser }) {
  const toggle = useBlockToggle(user.uid);
  const name = user.displayName || MODERATION_TEXT.unknownUser;
  return (
    <li className="moderation-blocked__row" aria-label={name}>
      <div className="moderation-blocked__body">
        <span className="moderation-blocked__name" dir="auto">
          {name}
        </span>
        {user.blockedAt !== null && (
          <span className="moderation-blocked__date">
            {blockedSince(formatDay(user.blockedAt))}
          </span>
        )}
        {toggle.error && (
          <span className="moderation__notice--error" role="alert">
            {toggle.error}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => void toggle.unblock()}
        disabled={toggle.busy}
        aria-busy={toggle.busy}
        aria-label={`${MODERATION_TEXT.unblock} ${name}`}
      >
        {toggle.busy ? MODERATION_TEXT.unblocking : MODERATION_TEXT.unblock}
      </button>
    </li>
  );
}

/** 'Blocked users' on /profile: everyone the user blocked, live, each with 'Unblock'. */
export function BlockedUsersSection() {
  const me = useSignedInUser();
  const blocks = useBlocks(me.uid);
  const headingId = useId();
  return (
    <section className="moderation-blocked" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {MODERATION_TEXT.blockedUsers}
      </h2>
      <p className="field__hint">{MODERATION_TEXT.blockedUsersHint}</p>
      {blocks.status === 'loading' && (
        <p className="moderation-blocked__status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {MODERATION_TEXT.loadingBlocked}
        </p>
      )}
      {blocks.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {loadBlockedFailedText(blocks.message)}
        </p>
      )}
      {blocks.status === 'ready' &&
        (blocks.blocks.length === 0 ? (
          <p className="moderation-blocked__empty">{MODERATION_TEXT.blockedUsersEmpty}</p>
        ) : (
          <ul className="moderation-blocked__list" aria-labelledby={headingId}>
            {blocks.blocks.map((user) => (
              <BlockedRow key={user.uid} user={user} />
            ))}
          </ul>
        ))}
    </section>
  );
}
