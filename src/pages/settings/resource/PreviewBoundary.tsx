import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';
import { t } from '../../../i18n/messages/zh-CN/designer';

interface Props {
  /** A new value (the previewed schema as text) clears a shown failure and tries again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Keeps a failure of the preview inside the preview. The draft is checked before it is drawn, but
 * a renderer may still meet a combination no check foresaw; the admin's editing must go on, and
 * the next edit tries again.
 */
export class PreviewBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    if (this.state.error) return <Alert type="error" showIcon message={t('previewFailed')} description={this.state.error.message} />;
    return this.props.children;
  }
}
