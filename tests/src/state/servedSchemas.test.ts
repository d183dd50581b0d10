import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { resourceSchemas } from '../../../src/schemas';
import {
  refreshServedSchemas,
  schemaOf,
  servedSchemas,
  servedSchemasVersion,
  setPublishedSchemas,
  useServedSchemas,
  loadPublishedChecks,
} from '../../../src/state/servedSchemas';
import { setHttpNotifier } from '../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { addedSchema } from '../support/addedSchemas';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
  setPublishedSchemas([]);
  vi.restoreAllMocks();
});

const names = () => servedSchemas().map((s) => s.name);
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('served schemas', () => {
  it('are the built-ins of the bundle until added resources are published', () => {
    expect(servedSchemas()).toEqual(resourceSchemas);
    expect(schemaOf('customer')?.label).toBe('客户');
    expect(schemaOf('vehicle')).toBeUndefined();
  });

  it('serve the published added resources after the built-ins, and tell whoever subscribed', () => {
    const { result } = renderHook(() => useServedSchemas());
    const version = servedSchemasVersion();
    act(() => setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver', { parent: 'setting' })]));
    expect(names()).toEqual([...resourceSchemas.map((s) => s.name), 'vehicle', 'driver']);
    expect(schemaOf('driver')).toMatchObject({ parent: 'setting', apiBase: '/business/custom/driver' });
    expect(servedSchemasVersion()).toBe(version + 1);
    expect(result.current).toBe(servedSchemas());
    act(() => setPublishedSchemas([]));
    expect(result.current).toEqual(resourceSchemas);
    expect(schemaOf('vehicle')).toBeUndefined();
  });

  it('keep an unchanged schema read again, so nothing derived from it is rebuilt', () => {
    setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver')]);
    const vehicle = schemaOf('vehicle');
    const version = servedSchemasVersion();
    setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver')]);
    expect(servedSchemasVersion()).toBe(version);
    expect(schemaOf('vehicle')).toBe(vehicle);
    // One changed: a new version, the other keeps its object.
    setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver', { label: '司机' })]);
    expect(servedSchemasVersion()).toBe(version + 1);
    expect(schemaOf('vehicle')).toBe(vehicle);
    expect(schemaOf('driver')?.label).toBe('司机');
  });

  it('leave out, and log, what cannot be served: a broken schema, a name served twice, a reference to nothing', () => {
    const warn = quiet();
    setPublishedSchemas([
      addedSchema('vehicle'),
      addedSchema('broken', { fields: [] }),
      addedSchema('vehicle', { label: '又一个车辆' }),
      // A built-in's name without custom fields: the bundled one is served as it is.
      addedSchema('customer'),
      'not a schema',
      // Its target is the broken one, left out: it goes too.
      addedSchema('trip', {
        fields: [{ name: 'title', label: '名称', type: 'reference', reference: { resource: 'broken', labelField: 'title' } }],
      }),
      // A reference to a built-in or another added resource is served.
      addedSchema('fuel', {
        fields: [
          { name: 'title', label: '名称', type: 'text' },
          { name: 'vehicleId', label: '车辆', type: 'reference', reference: { resource: 'vehicle', labelField: 'title' } },
          { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' } },
        ],
      }),
    ]);
    expect(names().slice(resourceSchemas.length)).toEqual(['vehicle', 'fuel']);
    expect(schemaOf('customer')).toBe(resourceSchemas.find((s) => s.name === 'customer'));
    const logged = String(warn.mock.calls[0][0]);
    expect(logged).toContain('resource "broken"');
    expect(logged).toContain('resource "vehicle": the name is taken');
    expect(logged).not.toContain('"customer"');
    expect(logged).toContain('resource "trip", field "title"');
    expect(logged).not.toContain('"fuel"');
  });
});

describe('served schemas: custom fields on built-in resources', () => {
  const bundled = resourceSchemas.find((s) => s.name === 'customer')!;
  const industry: FieldSchema = {
    name: 'industry',
    label: '行业',
    type: 'enum',
    options: [{ value: 'mfg', label: '制造业', color: 'blue' }],
    filterable: true,
    custom: true,
  };
  /** customer as the server serves it to a tenant that added 行业 (its own fields as the server's build has them). */
  const served = (over: Partial<ResourceSchema> = {}, custom: FieldSchema[] = [industry]): ResourceSchema => ({
    ...bundled,
    fields: [...bundled.fields.map((f) => (f.name === 'name' ? { ...f, label: '服务器的客户名称' } : f)), ...custom],
    ...over,
  });

  it('serve the bundled built-in with the published custom fields appended, the bundle deciding its own fields', () => {
    const warn = quiet();
    setPublishedSchemas([served({ label: '服务器的客户', titleField: 'contactName' }), addedSchema('vehicle')]);
    const customer = schemaOf('customer')!;
    expect(customer.fields.map((f) => f.name)).toEqual([...bundled.fields.map((f) => f.name), 'industry']);
    expect(customer.fields.find((f) => f.name === 'name')!.label).toBe('客户名称');
    expect(customer).toMatchObject({ label: '客户', titleField: 'name', apiBase: bundled.apiBase });
    expect(customer.list!.columns!.at(-1)).toBe('industry');
    expect(customer.form!.sections!.at(-1)).toEqual({ title: '自定义字段', fields: ['industry'] });
    // Still in the bundle's place, before the added resources.
    expect(names()).toEqual([...resourceSchemas.map((s) => s.name), 'vehicle']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drop, and log, a custom field that takes a built-in field’s name or references a resource not served', () => {
    const warn = quiet();
    setPublishedSchemas([
      served({}, [
        industry,
        { name: 'remark', label: '我的备注', type: 'text', custom: true },
        { name: 'truckId', label: '车辆', type: 'reference', reference: { resource: 'truck', labelField: 'title' }, custom: true },
        { name: 'vehicleId', label: '车辆', type: 'reference', reference: { resource: 'vehicle', labelField: 'title' }, custom: true },
      ]),
      addedSchema('vehicle'),
    ]);
    expect(
      schemaOf('customer')!
        .fields.filter((f) => f.custom)
        .map((f) => f.name),
    ).toEqual(['industry', 'vehicleId']);
    expect(schemaOf('customer')!.fields.find((f) => f.name === 'remark')!.label).toBe('备注');
    const logged = String(warn.mock.calls[0][0]);
    expect(logged).toContain('resource "customer", field "remark"');
    expect(logged).toContain('resource "customer", field "truckId"');
  });

  it('keep the extended schema while unchanged, and go back to the bundled one when the fields are withdrawn', () => {
    setPublishedSchemas([served()]);
    const extended = schemaOf('customer');
    const version = servedSchemasVersion();
    setPublishedSchemas([served()]);
    expect(schemaOf('customer')).toBe(extended);
    expect(servedSchemasVersion()).toBe(version);
    setPublishedSchemas([]);
    expect(schemaOf('customer')).toBe(bundled);
    expect(servedSchemasVersion()).toBe(version + 1);
  });
});

describe('refreshServedSchemas', () => {
  it('reads GET /setting/resource/published and serves its value', async () => {
    fake = installFakeAdapter(() => ({ data: envelope({ value: [addedSchema('vehicle')] }) }));
    const served = await refreshServedSchemas();
    expect(served).toBe(servedSchemas());
    expect(fake.requests.map((r) => [r.method, r.url])).toEqual([['get', '/setting/resource/published']]);
    expect(schemaOf('vehicle')?.apiBase).toBe('/business/custom/vehicle');
  });

  it('keeps what it served before when the read fails, without a notice (the shell still opens)', async () => {
    const notices: string[] = [];
    setHttpNotifier({ error: (t, m) => notices.push(`${t}: ${m}`), success: (m) => notices.push(m) });
    const warn = quiet();
    setPublishedSchemas([addedSchema('vehicle')]);
    fake = installFakeAdapter(() => ({ status: 500, data: null }));
    await refreshServedSchemas();
    expect(names().slice(resourceSchemas.length)).toEqual(['vehicle']);
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps nothing in localStorage: the stored keys are exactly the spec’s', async () => {
    fake = installFakeAdapter(() => ({ data: envelope({ value: [addedSchema('vehicle')] }) }));
    await refreshServedSchemas();
    expect(Object.keys(localStorage).filter((k) => /schema|resource/i.test(k))).toEqual([]);
  });
});

describe('the published checks, loaded on demand', () => {
  it('are not needed when nothing is published, and applyPublished loads them when something is', async () => {
    vi.resetModules(); // a fresh module, as at the app's start: the checks not loaded yet
    const fresh = await import('../../../src/state/servedSchemas');
    const added = addedSchema('vehicle');
    fresh.setPublishedSchemas([]);
    expect(fresh.servedSchemas().map((s) => s.name)).toEqual(resourceSchemas.map((s) => s.name));
    expect(() => fresh.setPublishedSchemas([added])).toThrow('the published checks are not loaded');
    await fresh.applyPublished([added], 'v2');
    expect(fresh.schemaOf('vehicle')?.apiBase).toBe('/business/custom/vehicle');
  });

  it('drop a list that waited for the checks when a later one came meanwhile (signing out, a newer reply)', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/state/servedSchemas');
    const waiting = fresh.applyPublished([addedSchema('vehicle')], 'v2');
    fresh.setPublishedSchemas([]); // signed out while the checks load
    await waiting;
    expect(fresh.schemaOf('vehicle')).toBeUndefined();
  });

  it('serve the built-ins, and say so, when the checks cannot load', async () => {
    vi.resetModules();
    vi.doMock('../../../src/state/publishedSchemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const fresh = await import('../../../src/state/servedSchemas');
      await fresh.applyPublished([addedSchema('vehicle')], 'v2');
      expect(fresh.schemaOf('vehicle')).toBeUndefined();
      expect(fresh.servedSchemas().map((s) => s.name)).toEqual(resourceSchemas.map((s) => s.name));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('读取已发布的数据模型失败'));
    } finally {
      vi.doUnmock('../../../src/state/publishedSchemas');
      warn.mockRestore();
    }
  });
});
