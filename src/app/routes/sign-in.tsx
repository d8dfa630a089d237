import { SignInScreen } from '../../features/auth/sign-in-screen';

export function SignInRoute() {
  return <SignInScreen />;
}
