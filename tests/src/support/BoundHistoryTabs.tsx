import { HistoryTabs } from '../../../src/shell/HistoryTabs';
import type { useHistoryTabs } from '../../../src/shell/useHistoryTabs';

/** The tab bar bound to the tab state and its operations, as the main layout binds them. */
export function BoundHistoryTabs({ tabs, titleFor }: { tabs: ReturnType<typeof useHistoryTabs>; titleFor: (id: string) => string }) {
  return (
    <HistoryTabs
      state={tabs.state}
      titleFor={titleFor}
      onSelect={tabs.select}
      onClose={tabs.close}
      onCloseOthers={tabs.closeOthers}
      onCloseRight={tabs.closeRight}
      onCloseAll={tabs.closeAll}
    />
  );
}
