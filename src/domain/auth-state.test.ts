import { describe, expect, test } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';
import { authErrorMessage, resendLabel, sendCodeErrorText, verifyErrorText } from './sign-in';

describe('authentication state', () => {
  test('starts empty and not loading', () => {
    expect(initialAuthState).toEqual({ user: null, loading: false, error: null });
  });

  test('setting the user stores it, stops loading and clears the error', () => {
    const state = { user: null, loading: true, error: new Error('x') };
    const user = { uid: 'u1', phoneNumber: '+15550001111' };
    expect(authReducer(state, { type: 'setUser', user })).toEqual({
      user,
      loading: false,
      error: null,
    });
  });

  test('setting an error stores it and stops loading; clearing empties it', () => {
    const error = new Error('boom');
    const failed = authReducer({ ...initialAuthState, loading: true }, { type: 'setError', error });
    expect(failed).toEqual({ user: null, loading: false, error });
    expect(authReducer(failed, { type: 'clearError' }).error).toBeNull();
  });

  test('setting loading stores the boolean only', () => {
    const user = { uid: 'u1', phoneNumber: '+1' };
    expect(
      authReducer({ user, loading: false, error: null }, { type: 'setLoading', loading: true }),
    ).toEqual({
      user,
      loading: true,
      error: null,
    });
  });
});

describe('sign-in texts', () => {
  test('formats send-code failures with their defaults', () => {
    expect(sendCodeErrorText({ code: 'auth/x', message: 'Nope' })).toBe('Error (auth/x): Nope');
    expect(sendCodeErrorText({})).toBe('Error (unknown): Unknown error occurred');
    expect(sendCodeErrorText(null)).toBe('Error (unknown): Unknown error occurred');
  });

  test('formats verification failures with their default', () => {
    expect(verifyErrorText({ message: 'Expired' })).toBe('Verification failed: Expired');
    expect(verifyErrorText({})).toBe('Verification failed: Invalid code');
  });

  test('turns identity-service errors into plain language', () => {
    expect(
      authErrorMessage({
        code: 'auth/invalid-verification-code',
        message: 'Firebase: Error (auth/invalid-verification-code).',
      }),
    ).toEqual({
      code: 'auth/invalid-verification-code',
      message: 'Invalid code',
    });
    expect(
      authErrorMessage({ code: 'auth/weird', message: 'Firebase: Something odd (auth/weird).' }),
    ).toEqual({
      code: 'auth/weird',
      message: 'Something odd',
    });
    expect(
      authErrorMessage({ code: 'auth/weird', message: 'Firebase: Error (auth/weird).' }),
    ).toEqual({
      code: 'auth/weird',
      message: undefined,
    });
  });

  test('labels the resend button with its countdown', () => {
    expect(resendLabel(42)).toBe('Resend code in 42s');
    expect(resendLabel(0)).toBe('Resend code');
  });
});
