import { Component, Suspense, type ReactNode } from 'react';
import { ResultPage } from './lazyShellPages';
import { errorStatus } from '../engine/screens/failureStatus';

interface State {
  error: unknown;
}

/**
 * Catches what a screen throws while rendering: a 403 from the server shows the 403 result page,
 * anything else the 500 one, instead of a blank area. The layout keys it by path, so moving to
 * another screen starts clean.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    const status = errorStatus(this.state.error);
    return <Suspense fallback={null}>{status === 403 ? <ResultPage status={403} /> : <ResultPage status={500} />}</Suspense>;
  }
}
