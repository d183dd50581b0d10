import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
// The package itself, not src/i18n/dayjs: the pickers' module alone must bring the zh-cn locale (each
// test file has its own modules, so nothing else here sets it).
import dayjs from 'dayjs';
import { DatePicker } from '../../../src/i18n/datePickers';

describe('date pickers (src/components/datePickers.ts)', () => {
  it('show Chinese week days, the week starting on Monday', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <DatePicker open defaultPickerValue={dayjs('2026-01-05')} getPopupContainer={(node) => node.parentElement!} />
      </ConfigProvider>,
    );
    const days = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(days).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
