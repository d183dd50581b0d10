import { Tag } from 'antd';
import { t } from '../../i18n/messages/zh-CN/engineFields';

/** The visible marker of a field no renderer can show: names what is unknown and where. */
export function UnknownField({ what, resource, field }: { what: string; resource: string; field: string }) {
  return (
    <Tag color="error" data-testid="unknown-field">
      {t('unknownField', { what, resource, field })}
    </Tag>
  );
}
