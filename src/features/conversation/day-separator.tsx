import type { DaySeparator as Separator } from '@/domain/message-days';
import './reading.css';

/** 'Today', 'Yesterday', a weekday or a date above the first message of each day. */
export function DaySeparator({ separator }: { separator: Separator }) {
  return (
    <p className="day-separator" data-testid="day-separator">
      <time className="day-separator__label" dateTime={separator.key}>
        {separator.label}
      </time>
    </p>
  );
}
