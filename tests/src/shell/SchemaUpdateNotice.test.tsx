import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SchemaUpdateNotice } from '../../../src/shell/SchemaUpdateNotice';
import { resetSchemaVersion } from '../../../src/state/schemaVersion';
import { refreshServedSchemas, schemaOf, setPublishedSchemas, loadPublishedChecks } from '../../../src/state/servedSchemas';
import { http } from '../../../src/http/httpClient';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { addedSchema } from '../support/addedSchemas';
import { SchemaUpdateBanner } from '../../../src/shell/lazyShellPages';
import { listenToHttpClient } from '../../../src/shell/httpListeners';

// As the app does when it loads (src/App.tsx): replies' schema versions reach src/state; removed after the file.
beforeAll(() => listenToHttpClient());

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

// The banner's chunk, loaded once here: its load is real module I/O, which the fake timers below do not
// wait for; the notice shows when both the chunk and the settling time are there.
beforeAll(() => SchemaUpdateBanner.preload());

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setPublishedSchemas([]);
  resetSchemaVersion();
  vi.useRealTimers();
});

/** A server whose tenant's designs are at `version`, serving `published` at /setting/resource/published. */
function server(state: { version: string; published: unknown[] }) {
  fake = installFakeAdapter((config) => ({
    data: envelope(config.url === '/setting/resource/published' ? { value: state.published } : { rows: [], total: 0 }),
    headers: { [SCHEMA_VERSION_HEADER]: state.version },
  }));
}

describe('SchemaUpdateNotice', () => {
  it('offers, once settled, the designs an admin published since the schemas were read, and loads them on click', async () => {
    vi.useFakeTimers();
    const state = { version: 'v1', published: [] as unknown[] };
    server(state);
    const onLoad = vi.fn(async () => void (await refreshServedSchemas()));
    await act(() => refreshServedSchemas());
    render(<SchemaUpdateNotice onLoad={onLoad} />);
    await act(async () => void (await http.get('/business/customer/list')));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('status')).toBeNull();

    // An admin publishes 车辆: the next reply of any call says so.
    state.version = 'v2';
    state.published = [addedSchema('vehicle')];
    await act(async () => void (await http.get('/business/customer/list')));
    expect(screen.queryByRole('status')).toBeNull(); // not at once: the publishing admin loads them themselves
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(screen.getByRole('status').textContent).toContain('管理员更新了数据模型');
    expect(schemaOf('vehicle')).toBeUndefined(); // nothing redrawn unasked

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /立即加载/ })));
    expect(onLoad).toHaveBeenCalledOnce();
    expect(schemaOf('vehicle')?.apiBase).toBe('/business/custom/vehicle');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away when the schemas are loaded before it settles (the publishing admin)', async () => {
    vi.useFakeTimers();
    const state = { version: 'v1', published: [] as unknown[] };
    server(state);
    await act(() => refreshServedSchemas());
    render(<SchemaUpdateNotice onLoad={async () => undefined} />);
    state.version = 'v2';
    await act(async () => void (await http.post('/setting/resource/publish', { name: 'vehicle' })));
    await act(() => refreshServedSchemas());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
