import type { ReactNode } from 'react';

/**
 * More controls for one person in a list, given whom they are about and the name the row
 * shows: the app composes Challenge among the row's buttons (personActions), and the ⋯ of
 * Block and Report in the row's top corner (personMenu).
 */
export type PersonActions = (person: { uid: string; name: string }) => ReactNode;
