import type { ReactNode } from 'react';

/**
 * More controls for one person in a list (the app composes Block and Report here), given
 * whom they are about and the name the row shows.
 */
export type PersonActions = (person: { uid: string; name: string }) => ReactNode;
