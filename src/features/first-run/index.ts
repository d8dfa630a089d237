/** A new account's welcome: name, picture, what to do first. */
export { FirstRunScreen } from './first-run-screen';
