import { createContext } from 'react';
import type { AuthState } from '@/domain/auth-state';

/**
 * The session as the app renders it; provided by SessionProvider at the app's root. Its own
 * module, so a component test that replaces use-session.ts still renders avatars (which read
 * the viewer from here: src/hooks/use-avatar-picture.ts).
 */
export const SessionContext = createContext<AuthState | null>(null);
