import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { usePhoneSignIn } from './use-phone-sign-in';

describe('usePhoneSignIn', () => {
  test('refuses to verify when no code was sent', async () => {
    const { result } = renderHook(() => usePhoneSignIn(() => null));
    await act(() => result.current.verify());
    expect(result.current.error).toBe('No verification was sent. Please request a new code.');
  });

  test('requires the terms to be accepted before sending a code', async () => {
    const { result } = renderHook(() => usePhoneSignIn(() => null));
    act(() => result.current.setPhone('5551234567'));
    await act(() => result.current.sendCode());
    expect(result.current.error).toBe(
      'You must agree to the Terms of Service and Privacy Policy to continue',
    );
    expect(result.current.step).toBe('phone');
  });

  test('builds the full number from the chosen country and the digits', () => {
    const { result } = renderHook(() => usePhoneSignIn(() => null));
    act(() => {
      result.current.setCountryCode('+44');
      result.current.setPhone('07700-900 123');
    });
    expect(result.current.phone).toBe('07700900123');
    expect(result.current.fullNumber).toBe('+4407700900123');
  });
});
