import { describe, expect, it } from 'vitest';
import dayjs from '../../../src/i18n/dayjs';

describe('dayjs in Chinese', () => {
  it('speaks zh-cn wherever it is taken from src/i18n/dayjs', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-01-05').format('dddd MMMM')).toBe('星期一 一月');
  });
});
