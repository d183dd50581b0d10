import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

const TEXTS = {
  403: { title: '403', subTitle: '抱歉，您没有权限访问此页面。' },
  404: { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  500: { title: '500', subTitle: '抱歉，服务器出错了，请稍后再试。' },
} as const;

/** The generic result page for 403, 404 and 500 (SPEC section 2), with a way back home. */
export function ResultPage({ status, subTitle }: { status: 403 | 404 | 500; subTitle?: string }) {
  const navigate = useNavigate();
  const text = TEXTS[status];
  return (
    <Result
      status={status}
      title={text.title}
      subTitle={subTitle ?? text.subTitle}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
