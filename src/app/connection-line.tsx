import { useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { useOutboxCount } from '@/offline/hooks';
import { CONNECTION_TEXT, connectionLineText } from './connection-logic';
import './connection-line.css';

/**
 * 'Offline — N messages waiting' on every signed-in screen while the device is offline (N
 * from the outbox); 'Sending N messages…' once back, gone when the outbox is flushed. It
 * floats under a page's header, or with `inline` is a line in the screen's own layout (a
 * chat's, under its header, where a floating pill would cover the name and the clock).
 */
export function ConnectionLine({ uid, inline = false }: { uid: string; inline?: boolean }) {
  const online = useOnline();
  const waiting = useOutboxCount(uid);
  // Set while offline, cleared once back online with nothing left to send.
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);
  if (online && waiting === 0 && wasOffline) setWasOffline(false);
  const text = connectionLineText(online, waiting, wasOffline);
  if (text === null) return null;
  return (
    <aside
      className={`connection-line${inline ? ' connection-line--inline' : ''}`}
      aria-label={CONNECTION_TEXT.label}
    >
      <p className="connection-line__text" role="status" data-testid="connection-line">
        {text}
      </p>
    </aside>
  );
}
