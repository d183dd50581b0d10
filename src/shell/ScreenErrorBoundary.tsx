import { Component, Suspense, type ReactNode } from 'react';
import { Button } from 'antd';
import { ResultPage } from './lazyShellPages';
import { errorStatus } from '../engine/screens/failureStatus';
import { t } from '../i18n/messages/zh-CN/shell';

interface State {
  error: unknown;
}

/**
 * Errors whose message is worth showing on the 500 page, by name (importing their modules would put
 * them on the first screen): a page's styles that could not load (src/shims/antdStyleGenerators.ts),
 * and a resource schema that fails its checks as its screen loads (src/schemas/validateSchema.ts),
 * which names resource and field.
 */
const SHOWN: Readonly<Record<string, (message: string) => string>> = {
  StyleLoadError: (message) => message,
  SchemaError: (message) => t('schemaError', { message }),
};

/**
 * Catches what a screen throws while rendering: a 403 from the server shows the 403 result page,
 * anything else the 500 one with 重试 (renders the screen again: a chunk that failed to load is asked
 * for again), instead of a blank area. The layout keys it by path, so moving to another screen starts clean.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (errorStatus(error) === 403)
      return (
        <Suspense fallback={null}>
          <ResultPage status={403} />
        </Suspense>
      );
    const shown = error instanceof Error ? SHOWN[error.name]?.(error.message) : undefined;
    return (
      <Suspense fallback={null}>
        <ResultPage
          status={500}
          subTitle={shown && <span style={{ whiteSpace: 'pre-line' }}>{shown}</span>}
          extra={<Button onClick={() => this.setState({ error: null })}>{t('retry')}</Button>}
        />
      </Suspense>
    );
  }
}
