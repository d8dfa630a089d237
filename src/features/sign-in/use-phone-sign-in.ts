import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BotCheck,
  emulatorVerificationCode,
  sendVerificationCode,
  type PendingVerification,
} from '@/data/auth';
import { emulatorMode } from '@/data/app';
import { DEFAULT_COUNTRY_CODE } from '@/domain/countries';
import {
  buildFullPhoneNumber,
  isPlausiblePhoneNumber,
  sanitizeCodeInput,
  sanitizePhoneInput,
} from '@/domain/phone';
import {
  authErrorMessage,
  RESEND_COUNTDOWN_SECONDS,
  sendCodeErrorText,
  SIGN_IN_TEXT,
  verifyErrorText,
} from '@/domain/sign-in';
import { SIGN_IN_SCREEN_TEXT } from './sign-in-texts';

type SignInStep = 'phone' | 'code';

export interface PhoneSignIn {
  step: SignInStep;
  countryCode: string;
  phone: string;
  code: string;
  agreed: boolean;
  busy: boolean;
  /** Progress or success text ('Sending verification code...', 'Code sent! ...'). */
  status: string | null;
  error: string | null;
  /** When the resend countdown ends (epoch ms), null before any code was sent. */
  resendAt: number | null;
  /** The code the emulator "sent"; only in emulator mode. */
  emulatorCode: string | null;
  fullNumber: string;
  setCountryCode(code: string): void;
  setPhone(raw: string): void;
  setCode(raw: string): void;
  setAgreed(agreed: boolean): void;
  sendCode(): Promise<void>;
  resendCode(): Promise<void>;
  verify(): Promise<void>;
  changePhoneNumber(): void;
}

/** The two-step phone sign-in of SPEC §2 and §4, bound to an invisible bot-check element. */
export function usePhoneSignIn(botCheckElement: () => HTMLElement | null): PhoneSignIn {
  const [step, setStep] = useState<SignInStep>('phone');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhoneState] = useState('');
  const [code, setCodeState] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [emulatorCode, setEmulatorCode] = useState<string | null>(null);
  const verification = useRef<PendingVerification | null>(null);
  const botCheck = useRef<BotCheck | null>(null);
  const fullNumber = buildFullPhoneNumber(countryCode, phone);

  useEffect(() => () => botCheck.current?.reset(), []);

  const getBotCheck = useCallback((): BotCheck => {
    const element = botCheckElement();
    if (!element) throw new Error('The bot check is not on the page.');
    botCheck.current ??= new BotCheck(element);
    return botCheck.current;
  }, [botCheckElement]);

  const send = useCallback(
    async (checkTerms: boolean) => {
      if (checkTerms && !agreed) {
        setError(SIGN_IN_TEXT.termsRequired);
        return;
      }
      setBusy(true);
      setError(null);
      setStatus(SIGN_IN_TEXT.sending);
      try {
        if (!isPlausiblePhoneNumber(fullNumber)) {
          // The same error the identity service gives, without a round trip for it.
          throw Object.assign(new Error('Invalid phone number'), {
            code: 'auth/invalid-phone-number',
          });
        }
        verification.current = await sendVerificationCode(fullNumber, getBotCheck());
        setStep('code');
        setStatus(SIGN_IN_TEXT.sent);
        setResendAt(Date.now() + RESEND_COUNTDOWN_SECONDS * 1000);
        if (emulatorMode) {
          emulatorVerificationCode(fullNumber).then(setEmulatorCode, () => setEmulatorCode(null));
        }
      } catch (e) {
        setStatus(null);
        setError(sendCodeErrorText(authErrorMessage(e)));
      } finally {
        // A bot check answers once: resends and retries render a fresh one.
        botCheck.current?.reset();
        botCheck.current = null;
        setBusy(false);
      }
    },
    [agreed, fullNumber, getBotCheck],
  );

  const verify = useCallback(async () => {
    const pending = verification.current;
    if (!pending) {
      setError(SIGN_IN_TEXT.noVerification);
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(SIGN_IN_SCREEN_TEXT.verifying);
    try {
      await pending.confirm(code);
      setStatus(SIGN_IN_TEXT.verified);
    } catch (e) {
      setStatus(null);
      setError(verifyErrorText(authErrorMessage(e)));
    } finally {
      setBusy(false);
    }
  }, [code]);

  const changePhoneNumber = useCallback(() => {
    setStep('phone');
    setCodeState('');
    setStatus(null);
    setError(null);
    setEmulatorCode(null);
  }, []);

  return {
    step,
    countryCode,
    phone,
    code,
    agreed,
    busy,
    status,
    error,
    resendAt,
    emulatorCode,
    fullNumber,
    setCountryCode,
    setPhone: (raw) => setPhoneState(sanitizePhoneInput(raw)),
    setCode: (raw) => setCodeState(sanitizeCodeInput(raw)),
    setAgreed,
    sendCode: () => send(true),
    resendCode: () => send(false),
    verify,
    changePhoneNumber,
  };
}
