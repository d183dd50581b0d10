import { Button, theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { t as ta } from '../i18n/messages/zh-CN/shell';

/**
 * The shell's start failed (the boot call): what went wrong, and 重试. In the shell's own chunk, since
 * the usual cause (no network, the server down) would stop a chunk loaded now as well; laid out as
 * antd's Result of an error, without Result itself, whose 403/404/500 pictures would weigh on every
 * first screen for a page seldom seen.
 */
export function BootFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <div style={{ marginTop: 24, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{ta('loadFailed')}</div>
      <div style={{ marginTop: 8, color: token.colorTextDescription }}>{message}</div>
      <Button type="primary" style={{ marginTop: 24 }} onClick={onRetry}>
        {ta('retry')}
      </Button>
    </div>
  );
}
