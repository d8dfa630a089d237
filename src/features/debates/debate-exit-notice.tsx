import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchDebateExit } from '@/data/debates';
import type { DebateExit } from '@/domain/debate-exit';
import { useSignedInUser } from '@/hooks/use-session';
import { DEBATES_TEXT, leftDebateText } from './debates-texts';
import './debates.css';

type State = { status: 'loading' } | { status: 'done'; exit: DebateExit | null };

/**
 * What /debate/{id} shows once the chat is gone (the ChatScreen `missing` slot): when one
 * debater exited before the start, the other reads 'Name left the debate' and a way home
 * (debateExits/{chatId}, docs/decisions/0013-chat.md §6); otherwise 'Chat not found'.
 */
export function DebateExitNotice({ chatId }: { chatId: string }) {
  const me = useSignedInUser();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchDebateExit(chatId)
      .then((exit) => live && setState({ status: 'done', exit }))
      .catch(() => live && setState({ status: 'done', exit: null }));
    return () => {
      live = false;
    };
  }, [chatId]);

  if (state.status === 'loading') {
    return (
      <main className="page page--narrow debate-exit" aria-busy="true">
        <p role="status">{DEBATES_TEXT.checkingRoom}</p>
      </main>
    );
  }
  const { exit } = state;
  const heading = !exit
    ? DEBATES_TEXT.chatNotFound
    : exit.exitedBy === me.uid
      ? DEBATES_TEXT.youLeft
      : leftDebateText(exit.exitedByName);
  const creatorStayed = exit !== null && exit.participants[0] === me.uid;
  return (
    <main className="page page--narrow debate-exit">
      <h1 className="debate-exit__title" role={exit ? undefined : 'alert'} dir="auto">
        {heading}
      </h1>
      {exit && exit.exitedBy !== me.uid && (
        <>
          {exit.debateTopic && (
            <p className="debate-exit__topic" dir="auto">
              {exit.debateTopic}
            </p>
          )}
          <p>{creatorStayed ? DEBATES_TEXT.leftCreatorStays : DEBATES_TEXT.leftAcceptorStays}</p>
        </>
      )}
      <Link className="button" to="/home">
        {DEBATES_TEXT.backHome}
      </Link>
    </main>
  );
}
