import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';

/** The Chinese texts of each status; a screen may give its own title or subtitle. */
const RESULT_TEXTS = {
  403: { title: '403', subTitle: '抱歉，您没有权限访问此页面。' },
  404: { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  500: { title: '500', subTitle: '抱歉，服务器出错了，请稍后再试。' },
} as const;

export type ResultStatus = keyof typeof RESULT_TEXTS;

/**
 * The generic result page for 403, 404 and 500 (docs/requirements.md §2), with a way back home; `extra`
 * adds a screen's own actions (重试, 返回列表) before it.
 */
export function ResultPage({
  status,
  title,
  subTitle,
  extra,
}: {
  status: ResultStatus;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const text = RESULT_TEXTS[status];
  return (
    <Result
      status={status}
      title={title ?? text.title}
      subTitle={subTitle || text.subTitle}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          {extra}
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </Space>
      }
    />
  );
}
