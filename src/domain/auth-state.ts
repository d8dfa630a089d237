/** The client's authentication state and its transitions (SPEC §3, §4 "Authentication state"). */

export interface SessionUser {
  uid: string;
  phoneNumber: string;
}

export interface AuthState {
  user: SessionUser | null;
  loading: boolean;
  error: Error | null;
}

export type AuthAction =
  | { type: 'setUser'; user: SessionUser | null }
  | { type: 'setLoading'; loading: boolean }
  | { type: 'setError'; error: Error }
  | { type: 'clearError' };

export const initialAuthState: AuthState = { user: null, loading: false, error: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'setUser':
      return { user: action.user, loading: false, error: null };
    case 'setLoading':
      return { ...state, loading: action.loading };
    case 'setError':
      return { ...state, error: action.error, loading: false };
    case 'clearError':
      return { ...state, error: null };
  }
}
