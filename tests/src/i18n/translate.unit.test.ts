import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, textLocale, translator, useEnglishTexts } from '../../../src/i18n/messages/translate';

const t = translator('probe', { hello: '你好，{{name}}' });
const ENGLISH = { probe: { hello: 'Hello, {{name}}' } };

afterEach(() => useEnglishTexts(null));

describe('inLanguage: one message said in a language, the shown one kept', () => {
  it('says what it makes in the language given, then shows the one before', () => {
    expect(inLanguage(ENGLISH, () => t('hello', { name: 'Li' }))).toBe('Hello, Li');
    expect(inLanguage(ENGLISH, textLocale)).toBe('en-US');
    expect(t('hello', { name: 'Li' })).toBe('你好，Li');
    expect(textLocale()).toBe('zh-CN');
  });

  it('says Chinese with null, whatever is shown, and puts English back', () => {
    useEnglishTexts(ENGLISH);
    expect(inLanguage(null, () => t('hello', { name: 'Li' }))).toBe('你好，Li');
    expect(t('hello', { name: 'Li' })).toBe('Hello, Li');
  });

  it('puts the shown language back when the saying throws', () => {
    expect(() =>
      inLanguage(ENGLISH, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(textLocale()).toBe('zh-CN');
  });
});
