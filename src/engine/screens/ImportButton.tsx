import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ResourceSchema } from '../../schemas/types';
import { useRightOffered } from './useRightOffered';
import { lazyComponent } from './lazyComponent';
import { unimportableRequired } from '../../schemas/importable';
import { t as tc } from '../../i18n/messages/zh-CN/common';

/** The dialog (antd Modal, Radio, Progress, Table) loads when first opened, not with every list. */
const ImportDialog = lazyComponent(() => import('./ImportDialog').then((m) => m.ImportDialog));

/**
 * 导入 beside 导出, for holders of the `import` right (the server refuses the calls without it;
 * before the permissions are read it is not offered). `onImported` refreshes the list.
 */
export function ImportButton({ schema, onImported }: { schema: ResourceSchema; onImported: () => void }) {
  // A resource whose required field no cell fills (an order's lines) is not offered: every row would be refused.
  const offered = useRightOffered(schema, 'import') && !unimportableRequired(schema);
  const [open, setOpen] = useState(false);
  if (!offered) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {tc('import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog schema={schema} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
