import { SignInScreen } from '@/features/sign-in';

export function SignInRoute() {
  return <SignInScreen />;
}
