import { Button, Result } from 'antd';

/** The shell's start failed (the boot call): what went wrong, and 重试. Loaded only then (lazyShellPages). */
export function BootFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="500"
      title="加载失败"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
