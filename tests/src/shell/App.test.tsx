import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RefineProps } from '@refinedev/core';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';

// Only the props App hands to refine matter here; refine itself is not started.
const seen: { props?: RefineProps } = {};
vi.mock('@refinedev/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@refinedev/core')>()),
  Refine: (props: RefineProps) => {
    seen.props = props;
    return null;
  },
}));

const { App } = await import('../../../src/App');
const { setPublishedSchemas } = await import('../../../src/state/servedSchemas');
const { addedSchema } = await import('../support/addedSchemas');
const { useAppNotificationProvider } = await import('../../../src/providers/notificationProvider');

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

describe('App', () => {
  it("turns refine's telemetry off: the app calls no host but its own (docs/requirements.md §10.8)", async () => {
    fake = installFakeAdapter((c) => {
      if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [{ _id: 'p-main', name: 'Main' }] }) };
      if (c.url === '/setting/list') return { data: envelope({ value: { rows: [], total: 0 } }) };
      return { data: envelope({ value: c.url === '/setting/menu/userMenu' ? [] : null }) };
    });
    render(
      <MemoryRouter initialEntries={['/app']}>
        <App />
      </MemoryRouter>,
    );
    await waitFor(() => expect(seen.props).toBeDefined());
    expect(seen.props!.options?.disableTelemetry).toBe(true);
    expect(seen.props!.i18nProvider?.getLocale()).toBe('zh-CN');
  });

  it("reports each failure once: refine's notices go through the de-duplicating provider, failed reads are not retried", async () => {
    await waitFor(() => expect(seen.props).toBeDefined());
    expect(seen.props!.notificationProvider).toBe(useAppNotificationProvider);
    const clientConfig = seen.props!.options?.reactQuery?.clientConfig as { defaultOptions?: { queries?: { retry?: unknown } } };
    expect(clientConfig.defaultOptions?.queries?.retry).toBe(false);
  });
});

describe('App: the tenant’s added resources (docs/requirements.md §10.3)', () => {
  afterEach(() => setPublishedSchemas([]));

  it('hands refine the published ones with the built-ins, and their routes to the router', async () => {
    fake = installFakeAdapter((c) => {
      if (c.url === '/setting/resource/published') return { data: envelope({ value: [addedSchema('vehicle')] }) };
      if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [{ _id: 'p-main', name: 'Main' }] }) };
      if (c.url === '/setting/list') return { data: envelope({ value: { rows: [], total: 0 } }) };
      return { data: envelope({ value: c.url === '/setting/menu/userMenu' ? [] : null }) };
    });
    seen.props = undefined;
    render(
      <MemoryRouter initialEntries={['/app']}>
        <App />
      </MemoryRouter>,
    );
    await waitFor(() => expect(seen.props?.resources?.some((r) => r.name === 'vehicle')).toBe(true));
    expect(seen.props!.resources!.find((r) => r.name === 'vehicle')).toMatchObject({ list: '/app/vehicle', show: '/app/vehicle/show/:id' });
    expect(seen.props!.resources!.some((r) => r.name === 'customer')).toBe(true);
    // The access control knows its route (a resource it did not know would be left to the server, can: true):
    // an entry of the menu, which this user menu does not list.
    await expect(seen.props!.accessControlProvider!.can({ resource: 'vehicle', action: 'list' })).resolves.toMatchObject({ can: false });
  });
});
