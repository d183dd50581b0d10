import { afterEach, describe, expect, it } from 'vitest';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import {
  DEFAULT_COMPANY_INFO,
  DEFAULT_SETTINGS,
  loadAllSettings,
  loadCompanyInfo,
  mergeSettings,
  readSettings,
  resetSettings,
  toCompanyInfo,
} from '../../../src/state/settings';
import { StaleReplyError } from '../../../src/state/staleReply';
import { readStored, writeStored } from '../../../src/storage/clientStorage';
import { useEnglishTexts } from '../../../src/i18n/messages/translate';
import { englishTexts } from '../../../src/i18n/messages/englishTables';

const COMPANY = { logo: '/logo.svg', name: '郑州云帆信息科技有限公司', address: '河南省郑州市' };
let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

describe('settings cache', () => {
  it('defaults to a map holding company_info', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.company_info).toBeTruthy();
  });

  it('merges only truthy values', () => {
    const merged = mergeSettings({ ...DEFAULT_SETTINGS, currency: 'CNY', tax: '13' }, [
      { key: 'currency', value: '' },
      { key: 'tax', value: 0 },
      { key: 'flag', value: false },
      { key: 'missing', value: null },
      { key: 'prefix', value: 'SO' },
    ]);
    expect(merged.currency).toBe('CNY');
    expect(merged.tax).toBe('13');
    expect('flag' in merged).toBe(false);
    expect('missing' in merged).toBe(false);
    expect(merged.prefix).toBe('SO');
  });

  it('parses JSON text values such as company_info', () => {
    expect(mergeSettings(DEFAULT_SETTINGS, [{ key: 'company_info', value: JSON.stringify(COMPANY) }]).company_info).toEqual(COMPANY);
  });

  it('reading all settings merges and saves them under settings', async () => {
    writeStored('currentProject', 'p1');
    fake = installFakeAdapter(() => ({
      data: envelope({
        value: {
          rows: [
            { key: 'company_info', value: JSON.stringify(COMPANY) },
            { key: 'empty', value: '' },
          ],
          total: 2,
        },
      }),
    }));
    const merged = await loadAllSettings();
    expect(fake.requests[0].url).toBe('/setting/list');
    expect(fake.requests[0].headers.projectid).toBe('p1');
    expect(merged.company_info).toEqual(COMPANY);
    expect(readStored('settings')).toEqual(merged);
    expect('empty' in merged).toBe(false);
  });

  it('reads company_info by key and keeps the default when the project has none', async () => {
    fake = installFakeAdapter((c) => ({
      data: envelope({ value: c.params?.key === 'company_info' ? { key: 'company_info', value: JSON.stringify(COMPANY) } : null }),
    }));
    await expect(loadCompanyInfo()).resolves.toEqual(COMPANY);
    fake.restore();
    localStorage.clear();
    fake = installFakeAdapter(() => ({ data: envelope({ value: null }) }));
    await expect(loadCompanyInfo()).resolves.toEqual(DEFAULT_SETTINGS.company_info);
  });
});

describe('settings belong to the current project', () => {
  it('a project without company_info shows the default, never the company of the project before', async () => {
    writeStored('settings', { ...DEFAULT_SETTINGS, company_info: COMPANY });
    fake = installFakeAdapter(() => ({ data: envelope({ value: null }) }));
    await expect(loadCompanyInfo()).resolves.toEqual(DEFAULT_COMPANY_INFO);
    expect(readSettings().company_info).toEqual(DEFAULT_COMPANY_INFO);
  });

  it('company_info that is not an object (broken JSON text) counts as none', () => {
    expect(toCompanyInfo('{broken')).toEqual(DEFAULT_COMPANY_INFO);
    expect(toCompanyInfo(['a'])).toEqual(DEFAULT_COMPANY_INFO);
    expect(toCompanyInfo(COMPANY)).toEqual(COMPANY);
  });

  it('resetting drops the cached settings of the project being left', () => {
    writeStored('settings', { ...DEFAULT_SETTINGS, company_info: COMPANY, currency: 'CNY' });
    resetSettings();
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(readStored('settings')).toEqual({});
  });

  it('keeps the default company name in the shown language: stored, it would stay in the language it was stored in', async () => {
    fake = installFakeAdapter(() => ({ data: envelope({ value: null }) }));
    await loadCompanyInfo();
    resetSettings();
    expect(readSettings().company_info.name).toBe('管理后台');
    useEnglishTexts(englishTexts);
    try {
      expect(readSettings().company_info.name).toBe('Admin console');
    } finally {
      useEnglishTexts(null);
    }
  });

  it.each([
    ['company_info', () => loadCompanyInfo()],
    ['all settings', () => loadAllSettings()],
  ])('a reply for %s that arrives after a project switch is dropped, nothing stored', async (_what, load) => {
    writeStored('currentProject', 'p-main');
    fake = installFakeAdapter(() => {
      // The user switches while the call is on its way.
      writeStored('currentProject', 'p-east');
      return {
        data: envelope({
          value: {
            key: 'company_info',
            value: JSON.stringify(COMPANY),
            rows: [{ key: 'company_info', value: JSON.stringify(COMPANY) }],
            total: 1,
          },
        }),
      };
    });
    await expect(load()).rejects.toBeInstanceOf(StaleReplyError);
    expect(fake.requests[0].headers.projectid).toBe('p-main');
    expect(readStored('settings')).toBeUndefined();
  });
});
