import type { domainAccountRulesTexts } from '../zh-CN/domainAccountRules';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainAccountRulesTexts> = {
  sessionsPerUser: 'Concurrent sign-ins per user',
  smsSendFailed: 'Failed to send the SMS. Please try again later',
  devCodeHint: 'Development mode: no SMS sent. Verification code: {{code}}',
  usernameHint: 'Starts with a letter; 3–32 letters, digits or underscores',
  username: 'Username',
  usernameMessage: '{{label}}: {{hint}}',
  smsOffRegister: 'SMS service is not enabled, so self sign-up is unavailable. Please ask an administrator to create your account',
  smsOffReset:
    'SMS service is not enabled, so the password cannot be reset by SMS. Please ask an administrator to reset it in “Organization & people”',
};
export default texts;
