/** The phone and code steps of signing in. */
export { SignInScreen } from './sign-in-screen';
