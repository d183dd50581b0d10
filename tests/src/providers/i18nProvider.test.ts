import { describe, expect, it } from 'vitest';
import { i18nProvider, interpolate } from '../../../src/providers/i18nProvider';

describe('i18n provider', () => {
  it('translates refine keys into Chinese with placeholders filled', () => {
    expect(i18nProvider.translate('buttons.create')).toBe('新建');
    expect(i18nProvider.translate('notifications.error', { statusCode: 500 })).toBe('请求错误（状态码：500）');
  });

  it('falls back to the default message, then the key', () => {
    expect(i18nProvider.translate('nope.key', {}, '默认')).toBe('默认');
    expect(i18nProvider.translate('nope.key')).toBe('nope.key');
  });

  it('is Chinese only', () => {
    expect(i18nProvider.getLocale()).toBe('zh-CN');
    expect(interpolate('{{a}}-{{b}}', { a: 1 })).toBe('1-{{b}}');
  });
});
