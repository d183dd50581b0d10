import { useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

/**
 * A list's filter bar on a phone: the search box and 筛选 (with how many filters are on), which
 * opens the filters in a drawer with 重置 and 搜索. It sits inside ListFilters' form: the drawer's
 * fields belong to that form (kept mounted while closed, so their values stay) and 搜索 submits it.
 */
export function PhoneListFilters({
  search,
  filters,
  active,
  onReset,
}: {
  search: ReactNode;
  /** The filter fields (Form.Items), or nothing when the list has none. */
  filters: ReactNode[];
  active: number;
  onReset: () => void;
}) {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="list-filters-phone">
      {search}
      {filters.length > 0 && (
        <>
          <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
            {t('filter')}
            {active > 0 && <span className="list-filters-phone__count">{active}</span>}
          </Button>
          <Drawer
            rootClassName="list-filters-drawer"
            title={t('filter')}
            placement="right"
            width={320}
            open={open}
            onClose={close}
            forceRender
            footer={
              <Space className="list-filters-drawer__footer">
                <Button
                  onClick={() => {
                    onReset();
                    close();
                  }}
                >
                  {tc('reset')}
                </Button>
                <Button
                  type="primary"
                  onClick={() => {
                    form.submit();
                    close();
                  }}
                >
                  {tc('search')}
                </Button>
              </Space>
            }
          >
            {filters}
          </Drawer>
        </>
      )}
    </div>
  );
}
