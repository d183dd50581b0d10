import type { SmsConfig, SmsProviderName } from '../../../../config';
import type { SmsAvailability } from '../../../../../../src/domain/smsChannel';
import type { SmsSender } from './sms-message';
import { webhookSmsSender } from './webhook.provider';

/**
 * How codes leave the server: through a provider adapter, back in the reply (development only, so
 * sign-up and reset can be tried without an SMS account), or not at all. Never through the log.
 */
export type SmsChannel = { kind: 'provider'; sender: SmsSender } | { kind: 'dev-codes' } | { kind: 'off' };

/** The adapter of each provider a deployment can choose (ACE_SMS_PROVIDER); README.md adds one. */
const PROVIDERS: Record<Exclude<SmsProviderName, 'none'>, (config: SmsConfig) => SmsSender> = {
  webhook: (config) => webhookSmsSender(config.webhook!),
};

/**
 * The channel of this server: `sender` when given (tests pass a stub), else the configured provider,
 * else development's codes in the reply when ACE_SMS_DEV_CODES=1, else none. A provider wins over
 * development codes: a code that reaches a phone is never shown on a screen.
 */
export function smsChannelFromConfig(config: SmsConfig, sender?: SmsSender): SmsChannel {
  if (sender) return { kind: 'provider', sender };
  if (config.provider !== 'none') return { kind: 'provider', sender: PROVIDERS[config.provider](config) };
  return config.devCodes ? { kind: 'dev-codes' } : { kind: 'off' };
}

/** What the login screens are told about `channel` (GET /login/options). */
export function smsAvailability(channel: SmsChannel): SmsAvailability {
  return channel.kind === 'provider' ? 'on' : channel.kind === 'dev-codes' ? 'dev' : 'off';
}
