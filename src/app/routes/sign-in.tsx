import { SignInScreen } from '@/features/sign-in/sign-in-screen';

export function SignInRoute() {
  return <SignInScreen />;
}
