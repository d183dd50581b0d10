import { useState } from 'react';
import { Space } from 'antd';
import { downloadJson } from './designFiles';
import { useResourceApi, type ResourceRow } from './resourceApi';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

/**
 * A built-in resource has a design of its own once the tenant saved or published custom fields on
 * it: only then are there versions to list and fields to export.
 */
const hasDesign = (r: ResourceRow) => !r.builtIn || r.version > 0 || r.hasDraft;

/**
 * The actions of a line of 数据模型: 设计 (added resources) or 添加字段 (built-in ones; 查看
 * without the 编辑 right), 版本, and 导出 (the design as `<name>.json`, to import elsewhere).
 */
export function ResourceRowActions({
  row,
  canEdit,
  onDesign,
  onVersions,
}: {
  row: ResourceRow;
  canEdit: boolean;
  onDesign(): void;
  onVersions(): void;
}) {
  const api = useResourceApi();
  const [exporting, setExporting] = useState(false);
  const open = canEdit ? (row.builtIn ? t('addFields') : t('design')) : tc('view');

  async function exportDesign() {
    setExporting(true);
    try {
      downloadJson(`${row.name}.json`, await api.exportDesign(row.name));
    } catch {
      // Shown by the HTTP client.
    } finally {
      setExporting(false);
    }
  }

  return (
    <Space>
      <TextAction onClick={onDesign}>{open}</TextAction>
      {hasDesign(row) && <TextAction onClick={onVersions}>{t('versions')}</TextAction>}
      {hasDesign(row) && (
        <TextAction disabled={exporting} onClick={() => void exportDesign()}>
          {tc('export')}
        </TextAction>
      )}
    </Space>
  );
}
