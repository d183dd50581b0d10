import type { pageAuthTexts } from '../zh-CN/pageAuth';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageAuthTexts> = {
  appName: 'Admin console',
  subtitle: 'Orders, quotations, customers and settings in one place',
  copyright: '© {{year}} Admin console',
  username: 'Username',
  password: 'Password',
  captcha: 'Verification code',
  captchaFormat: 'The verification code is 4 to 6 digits',
  passwordMismatch: 'The two passwords do not match',
  loginTitle: 'Sign in',
  challengeRefresh: 'Can’t read it? Click for a new one',
  challengeImage: 'Verification code image',
  challengeLoading: 'Loading…',
  challengeLoad: 'Click to load',
  registeredNotice: 'Registered. Please sign in',
  passwordResetNotice: 'Password reset. Sign in with your new password',
  loggingIn: 'Signing in…',
  login: 'Sign in',
  forgotLink: 'Forgot password?',
  registerLink: 'No account? Sign up',
};

export default texts;
