import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

describe('loadConfig', () => {
  it('has a default for every variable docs/configuration.md lists', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      sessionTtlMinutes: 120,
      tokenRotateMinutes: 15,
      logLevel: 'info',
      requestTimeoutMs: 30000,
      bodyLimitBytes: 1048576,
      corsOrigins: [],
      loginChallengeAfter: 3,
      loginChallengeAfterPerIp: 10,
      loginFailureWindowMinutes: 15,
      loginMaxPerIpPerMinute: 120,
      trustProxy: false,
      businessTimeZone: 'Asia/Shanghai',
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9090',
      ACE_TRUST_PROXY: '1',
      ACE_BUSINESS_TZ: 'Asia/Urumqi',
      ACE_CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(c).toMatchObject({
      port: 9090,
      trustProxy: true,
      businessTimeZone: 'Asia/Urumqi',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('stops on an unknown business time zone, naming the variable', () => {
    expect(() => loadConfig({ ACE_BUSINESS_TZ: 'Mars/Olympus' })).toThrow('ACE_BUSINESS_TZ 不是有效的时区：Mars/Olympus');
  });

  it('stops on a value that does not fit, naming the variable; an empty value means the default', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('配置错误（环境变量）：PORT');
    expect(() => loadConfig({ ACE_COUNT_CACHE: 'sometimes' })).toThrow('ACE_COUNT_CACHE');
    expect(loadConfig({ PORT: '', ACE_COUNT_CACHE: 'off' })).toMatchObject({ port: 8080, countCache: 'off' });
  });

  it('says in Chinese what a value should be, and what it was', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('配置错误（环境变量）：PORT 应为 1 到 65535 之间的整数（现为「70000」）');
    expect(() => loadConfig({ PORT: '80.5' })).toThrow('PORT 应为 1 到 65535 之间的整数');
    expect(() => loadConfig({ ACE_SESSION_TTL_MINUTES: '0' })).toThrow('ACE_SESSION_TTL_MINUTES 应为不小于 1 的整数（现为「0」）');
    expect(() => loadConfig({ ACE_COUNT_CACHE: 'sometimes' })).toThrow('ACE_COUNT_CACHE 只能是 auto、on、off 之一（现为「sometimes」）');
    expect(loadConfig({ PORT: ' 9091 ', ACE_AUDIT_RETENTION_DAYS: '365' })).toMatchObject({ port: 9091, auditRetentionDays: 365 });
  });

  it('has no SMS channel by default: no provider, no development codes', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'none', devCodes: false });
    expect(loadConfig({ ACE_SMS_DEV_CODES: '1', NODE_ENV: 'development' }).sms).toEqual({ provider: 'none', devCodes: true });
    // Anywhere but development (npm run dev sets NODE_ENV), codes in the reply would let anyone reset any account.
    for (const NODE_ENV of [undefined, 'production', 'test'])
      expect(() => loadConfig({ ACE_SMS_DEV_CODES: '1', NODE_ENV })).toThrow('ACE_SMS_DEV_CODES=1 只用于开发');
  });

  it('reads the webhook channel, and stops when it lacks its address or its key', () => {
    const webhook = {
      ACE_SMS_PROVIDER: 'webhook',
      ACE_SMS_WEBHOOK_URL: 'https://sms.example/hook',
      ACE_SMS_WEBHOOK_SECRET: 'k'.repeat(16),
    };
    expect(loadConfig(webhook).sms).toEqual({
      provider: 'webhook',
      webhook: { url: 'https://sms.example/hook', secret: 'k'.repeat(16), timeoutMs: 5000 },
      devCodes: false,
    });
    expect(() => loadConfig({ ...webhook, ACE_SMS_WEBHOOK_URL: '' })).toThrow('ACE_SMS_WEBHOOK_URL');
    expect(() => loadConfig({ ...webhook, ACE_SMS_WEBHOOK_URL: 'ftp://sms.example/hook' })).toThrow('ACE_SMS_WEBHOOK_URL');
    expect(() => loadConfig({ ...webhook, ACE_SMS_WEBHOOK_SECRET: 'short' })).toThrow('ACE_SMS_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...webhook, ACE_SMS_PROVIDER: 'pigeon' })).toThrow('ACE_SMS_PROVIDER');
    expect(() => loadConfig({ ...webhook, ACE_SMS_WEBHOOK_TIMEOUT_MS: '60000' })).toThrow('ACE_SMS_WEBHOOK_TIMEOUT_MS');
  });
});
