import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Popconfirm, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import type { ListViewDto } from '../../schemas/listView';
import { lookOfView, viewStateOf, type ListLook } from './listViewState';
import { useListViews } from './useListViews';
import { lazyComponent } from './lazyComponent';
import type { ViewNaming } from './SaveViewDialog';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineViews';

/** The dialog (antd Modal) loads when 保存为视图 is first clicked, not with every list. */
const SaveViewDialog = lazyComponent(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog));

/** The URL parameter naming the chosen view, beside refine's filters, sorters and page size. */
const VIEW_PARAM = 'view';
const DEFAULT = '';

interface Props {
  resource: string;
  /** How the list looks now (what 保存为视图 and 更新当前视图 store). */
  look: ListLook;
  /** How 默认 looks: the schema's sort and page size, the columns as they are. */
  defaults: Omit<ListLook, 'filters'>;
  onApply: (look: ListLook) => void;
}

/**
 * 视图 above a list (docs/schema-engine.md, 视图与列设置): 默认, the user's own views and those shared
 * with them; 保存为视图, 更新当前视图 and 删除 for a view the user may change. The chosen view's id
 * is in the URL with the list's state, so a copied link names it; the state itself comes from the
 * URL (refine's syncWithLocation), the id only says which view it is.
 */
export function ViewPicker({ resource, look, defaults, onApply }: Props) {
  const { views, add, update, remove } = useListViews(resource);
  const [params] = useSearchParams();
  const go = useGo();
  const viewId = params.get(VIEW_PARAM) ?? DEFAULT;
  const [naming, setNaming] = useState(false);
  // A chosen view is applied once the URL names it: refine's URL sync then keeps the id it finds there.
  const pending = useRef<ListLook | null>(null);
  useEffect(() => {
    const next = pending.current;
    pending.current = null;
    if (next) onApply(next);
  }, [viewId]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of the chosen view applies

  const current = views.find((v) => v._id === viewId);
  const choose = (id: string) => {
    const view = views.find((v) => v._id === id);
    const next = view ? lookOfView(view.state, defaults) : { ...defaults, filters: [] };
    if (id === viewId) return onApply(next);
    pending.current = next;
    go({ type: 'replace', options: { keepQuery: true }, query: { [VIEW_PARAM]: id || undefined } });
  };
  const saveAs = async (naming: ViewNaming) => {
    const saved = await add({ ...naming, state: viewStateOf(look) });
    setNaming(false);
    go({ type: 'replace', options: { keepQuery: true }, query: { [VIEW_PARAM]: saved.value._id } });
  };
  const group = (label: string, list: ListViewDto[]) =>
    list.length ? [{ label, options: list.map((v) => ({ label: v.name, value: v._id })) }] : [];

  return (
    <Space wrap className="list-view-picker" style={{ marginBottom: 12 }}>
      <Select
        aria-label={t('view')}
        style={{ minWidth: 180 }}
        value={current ? viewId : DEFAULT}
        // onSelect, not onChange: picking the chosen view again restores it after the criteria moved.
        onSelect={choose}
        options={[
          { label: t('defaultView'), value: DEFAULT },
          ...group(
            t('myViews'),
            views.filter((v) => v.mine),
          ),
          ...group(
            t('sharedViews'),
            views.filter((v) => !v.mine),
          ),
        ]}
      />
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)}>
        {t('saveAsView')}
      </Button>
      {current?.editable && (
        <>
          <Button onClick={() => void update(current._id, { ...current, state: viewStateOf(look) }).catch(() => undefined)}>
            {t('updateView')}
          </Button>
          <Popconfirm
            title={t('deleteViewQuestion', { name: current.name })}
            okText={tc('confirm')}
            cancelText={tc('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove(current._id).then(
                () => choose(DEFAULT),
                () => undefined,
              )
            }
          >
            <Button danger>{t('deleteView')}</Button>
          </Popconfirm>
        </>
      )}
      {naming && (
        <Suspense fallback={null}>
          <SaveViewDialog onSave={saveAs} onCancel={() => setNaming(false)} />
        </Suspense>
      )}
    </Space>
  );
}
