import type { ReactElement } from 'react';
import { Tooltip } from 'antd';

/**
 * An action the rules refuse for this record, shown disabled with the reason as its tooltip (the
 * server's own words), instead of letting the user confirm and only then read the refusal.
 * `button` must be rendered disabled by the caller.
 */
export function RefusedAction({ reason, button, testId }: { reason: string; button: ReactElement; testId?: string }) {
  return (
    <Tooltip title={reason}>
      {/* A disabled button swallows pointer events: the span lets the tooltip show. */}
      <span data-testid={testId} data-refused={reason}>
        {button}
      </span>
    </Tooltip>
  );
}
