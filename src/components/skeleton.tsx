import type { ReactNode } from 'react';
import './skeleton.css';

/** A grey placeholder for text or a picture while a screen loads; hidden from screen readers. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

/**
 * The shape of a screen while its first read is under way (instead of a blank one): busy
 * for assistive technology, which hears `label` ('Loading chats…').
 */
export function Skeleton({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`skeleton-group ${className}`.trim()}
      role="status"
      aria-busy="true"
      data-testid="skeleton"
    >
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
