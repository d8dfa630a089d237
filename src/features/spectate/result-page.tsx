import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { BackHomePage } from '@/components/back-home-page';
import { ShareButton } from '@/components/share-button';
import { watchChat } from '@/data/chats';
import { fetchDebateResult } from '@/data/evaluation';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { useSignedInUser } from '@/hooks/use-session';
import { keepResult, keptResultView, useKeptResult } from '@/offline/results';
import { SPECTATE_TEXT } from './spectate-texts';
import './spectate.css';

type Fetched = { status: 'loading' } | { status: 'done'; result: DebateResultView | null };

/**
 * /results/{chatId} (docs/decisions/0014-arena.md §4): a debate's result, read-only: from this
 * device when it was seen before (so it opens offline), else from the server (a public debate's, or
 * one's own), then kept in the debate history. A public debate's result offers 'Share'. `body`
 * may ask for the result again (`reload`: after an appeal); the one shown stays until it comes.
 */
export function ResultPage({
  chatId,
  body,
}: {
  chatId: string;
  /** The full results (the evaluation feature's, composed in src/app). */
  body(result: DebateResultView, uid: string, reload: () => void): ReactNode;
}) {
  const me = useSignedInUser();
  const kept = useKeptResult(me.uid, chatId);
  const [fetched, setFetched] = useState<{ id: string; value: Fetched } | null>(null);
  const [isPublic, setIsPublic] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let alive = true;
    fetchDebateResult(chatId).then(
      (result) => {
        if (!alive) return;
        setFetched({ id: chatId, value: { status: 'done', result } });
        if (result) void keepResult(me.uid, result).catch(() => undefined);
      },
      () => alive && setFetched({ id: chatId, value: { status: 'done', result: null } }),
    );
    return () => {
      alive = false;
    };
  }, [chatId, me.uid, attempt]);

  useEffect(() => {
    let alive = true;
    const stop = watchChat(
      chatId,
      (chat) => alive && setIsPublic(chat?.isPublic === true),
      () => undefined,
    );
    return () => {
      alive = false;
      stop();
    };
  }, [chatId]);

  const server = fetched?.id === chatId ? fetched.value : { status: 'loading' as const };
  const result = (server.status === 'done' ? server.result : null) ?? keptResultView(kept);
  const waiting = !result && (kept === undefined || server.status === 'loading');
  // The frame of the app's own pages: a bar with the way back, then the result.
  return (
    <BackHomePage
      title={SPECTATE_TEXT.resultHeading}
      documentTitle={`${SPECTATE_TEXT.resultHeading} · Debate Arena`}
    >
      <div className="spectate-result">
        {result ? (
          <>
            {/* The results' own sections are h3 (they also sit under a dialog's title). */}
            <h2 className="visually-hidden">{result.topic}</h2>
            {isPublic && (
              <p className="spectate-result__share">
                <ShareButton path={`/results/${chatId}`} title={result.topic} />
              </p>
            )}
            {body(result, me.uid, reload)}
          </>
        ) : waiting ? (
          <p aria-busy="true">{SPECTATE_TEXT.resultLoading}</p>
        ) : (
          <p role="alert">{SPECTATE_TEXT.resultMissing}</p>
        )}
      </div>
    </BackHomePage>
  );
}
