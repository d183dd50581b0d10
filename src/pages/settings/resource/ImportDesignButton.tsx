import { useState } from 'react';
import { Button, Upload } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { notJsonText, readJsonFile } from './designFiles';
import { useResourceApi } from './resourceApi';
import { useNotices } from '../../../state/notices';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

/**
 * 导入: reads a design file (导出 of this or another installation) and saves it as the tenant's
 * draft of its name; the server checks it like a publish and names the problem (导入失败：…, shown
 * by the HTTP client). Nothing is published: `onImported` opens the draft for review.
 */
export function ImportDesignButton({ onImported }: { onImported(name: string): void }) {
  const api = useResourceApi();
  const { message } = useNotices();
  const [busy, setBusy] = useState(false);

  async function importFile(file: Blob) {
    setBusy(true);
    try {
      let design: unknown;
      try {
        design = await readJsonFile(file);
      } catch {
        void message.error(notJsonText());
        return;
      }
      const { name } = await api.importDesign(design);
      void message.success(t('imported', { name }));
      onImported(name);
    } catch {
      // A refusal was shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      // Read here, never uploaded as a file: the design goes to the server as JSON.
      beforeUpload={(file) => {
        void importFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<ImportOutlined />} loading={busy}>
        {tc('import')}
      </Button>
    </Upload>
  );
}
