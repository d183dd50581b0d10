import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { engineRecordTexts, t } from '../../i18n/messages/zh-CN/engineRecord';

/** The texts of each status (keys of the translator's table); a screen may give its own title or subtitle. */
const RESULT_TEXTS = {
  403: { title: '403', subTitle: 'forbiddenSubTitle' },
  404: { title: '404', subTitle: 'notFoundSubTitle' },
  500: { title: '500', subTitle: 'serverErrorSubTitle' },
} as const satisfies Record<number, { title: string; subTitle: keyof typeof engineRecordTexts }>;

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
      subTitle={subTitle || t(text.subTitle)}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          {extra}
          <Button type="primary" onClick={() => navigate('/')}>
            {t('backHome')}
          </Button>
        </Space>
      }
    />
  );
}
