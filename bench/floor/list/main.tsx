/**
 * The floor of the chat's timing rows (bench/bench.spec.ts): the least a React 19 page does
 * to show a chat's newest messages from the device, with the app's own libraries and none
 * of its screen. It reads the newest messages of one chat from a Dexie table shaped like
 * the app's (src/offline/db.ts: messages by [chatId+order]) and draws them in a bare
 * @tanstack/react-virtual list, then marks 'floor-first-paint' in the frame after.
 *
 * /?chat=ID shows the list at once (a cold start: the mark's time is from navigation);
 * /?chat=ID&tap waits for 'Open' (a tap: the bench times click to mark); 'Back' closes it.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import Dexie, { type Table } from 'dexie';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Message {
  id: string;
  chatId: string;
  senderId: string;
  content: string;
  order: string;
}

const WINDOW = 60;
const db = new Dexie('floor-list') as Dexie & { messages: Table<Message, string> };
db.version(1).stores({ messages: 'id, [chatId+order]' });
// The bench fills the table once it exists.
void db.open().then(() => {
  document.body.dataset.db = 'open';
});

function newest(chatId: string): Promise<Message[]> {
  return db.messages
    .where('[chatId+order]')
    .between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])
    .reverse()
    .limit(WINDOW)
    .toArray()
    .then((list) => list.reverse());
}

function List({ chatId }: { chatId: string }) {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void newest(chatId).then(setMessages);
  }, [chatId]);
  const count = messages?.length ?? 0;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 8,
    initialOffset: () => Math.max(0, count * 64 - window.innerHeight),
  });
  useEffect(() => {
    if (messages) requestAnimationFrame(() => performance.mark('floor-first-paint'));
  }, [messages]);
  return (
    <div ref={scroller} style={{ height: '100vh', overflow: 'auto' }} data-testid="floor-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <p
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            style={{ position: 'absolute', top: 0, transform: `translateY(${row.start}px)` }}
          >
            {messages?.[row.index]?.content}
          </p>
        ))}
      </div>
    </div>
  );
}

function Page() {
  const params = new URLSearchParams(location.search);
  const chatId = params.get('chat') ?? '';
  const [open, setOpen] = useState(!params.has('tap'));
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Back' : 'Open'}
      </button>
      {open && <List chatId={chatId} />}
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
