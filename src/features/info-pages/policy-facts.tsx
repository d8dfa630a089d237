/** The facts the policy states in several places, kept in one spot so they cannot drift apart. */
export const EFFECTIVE_DATE = { iso: '2025-09-11', label: 'September 11, 2025' } as const;
const CONTACT_EMAIL = 'privacy@debate-arena.app';
export const MINIMUM_AGE = 16;

export function ContactEmail({ subject }: { subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${CONTACT_EMAIL}${query}`}>{CONTACT_EMAIL}</a>;
}

/** A cross-reference to another section of the policy, by its anchor. */
export function SeeSection({ id, children }: { id: string; children: string }) {
  return <a href={`#${id}`}>{children}</a>;
}
