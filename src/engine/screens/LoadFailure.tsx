import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigation } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { ResultPage } from './ResultPage';
import { failureStatus } from './failureStatus';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

export interface LoadFailureProps {
  /** What the read rejected with. */
  error: unknown;
  /** Title of the not-found page, naming what is missing (e.g. 客户不存在或已删除). */
  notFoundTitle?: string;
  /** Reads again; offered on the 500 page, where trying again can help. */
  onRetry?: () => void;
  /** The screen's own way out (e.g. 返回列表), beside 返回首页. */
  extra?: ReactNode;
}

/**
 * The one way a screen shows that its data could not be read: the 403 result page for a 403
 * from the server, the 404 page only for a 404, and the 500 page with 重试 for anything else.
 * The notice with the catalogue's message was already shown by the HTTP client.
 */
export function LoadFailure({ error, notFoundTitle, onRetry, extra }: LoadFailureProps) {
  const status = failureStatus(error);
  const message = (error as { message?: unknown } | null)?.message;
  const detail = typeof message === 'string' && message ? message : undefined;
  if (status === 403) return <ResultPage status={403} extra={extra} />;
  if (status === 404) return <ResultPage status={404} title={notFoundTitle} subTitle={detail} extra={extra} />;
  return (
    <ResultPage
      status={500}
      title={t('loadFailed')}
      subTitle={detail}
      extra={
        <>
          {onRetry && <Button onClick={onRetry}>{tc('retry')}</Button>}
          {extra}
        </>
      }
    />
  );
}

/**
 * LoadFailure for a screen of one record (show, edit): the not-found page names the resource
 * (客户不存在或已删除) and every page offers 返回列表 beside 返回首页.
 */
export function RecordLoadFailure({ schema, error, onRetry }: { schema: ResourceSchema; error: unknown; onRetry: () => void }) {
  const { list } = useNavigation();
  return (
    <LoadFailure
      error={error}
      notFoundTitle={t('notFoundOf', { label: schema.label })}
      onRetry={onRetry}
      extra={<Button onClick={() => list(schema.name)}>{t('backToList')}</Button>}
    />
  );
}
