import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { appComposition, useAppComposition } from '../../../src/shell/appRoutes';
import { setPublishedSchemas, loadPublishedChecks } from '../../../src/state/servedSchemas';
import { resourceSchemas } from '../../../src/schemas';
import { addedSchema } from '../support/addedSchemas';
import { tabTitle } from '../../../src/shell/tabTitle';
import { englishTexts, schemaOverlay } from '../../../src/i18n/english';
import { useSchemaOverlay } from '../../../src/i18n/messages/schemaOverlay';
import { useEnglishTexts } from '../../../src/i18n/messages/translate';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

afterEach(() => setPublishedSchemas([]));

const routeOf = (name: string) => appComposition().routes.find((r) => r.name === name);
const resourceOf = (name: string) => appComposition().resources.find((r) => r.name === name);
const elementPaths = () => appComposition().elements.map((e) => (e.props as { path: string }).path);

describe('the composition of /app from the served schemas (docs/requirements.md §10.3)', () => {
  it('holds the built-ins alone until a resource is published', () => {
    for (const s of resourceSchemas) expect(routeOf(s.name)?.screen.kind, s.name).toBe('schema');
    expect(routeOf('vehicle')).toBeUndefined();
  });

  it('gives a published added resource its route at /app/<name>, its refine resource and its four routes', () => {
    setPublishedSchemas([addedSchema('vehicle')]);
    expect(routeOf('vehicle')).toMatchObject({ fullPath: '/app/vehicle', label: 'vehicle档案', system: true, screen: { kind: 'schema' } });
    expect(resourceOf('vehicle')).toMatchObject({
      list: '/app/vehicle',
      create: '/app/vehicle/create',
      edit: '/app/vehicle/edit/:id',
      show: '/app/vehicle/show/:id',
      meta: { label: 'vehicle档案', canDelete: true },
    });
    expect(elementPaths()).toEqual(expect.arrayContaining(['vehicle', 'vehicle/create', 'vehicle/edit/:id', 'vehicle/show/:id']));
  });

  it('places one with a `parent` under its menu group: /app/<parent>/<name>', () => {
    setPublishedSchemas([addedSchema('driver', { parent: 'setting' })]);
    expect(routeOf('driver')).toMatchObject({ fullPath: '/app/setting/driver', parent: 'setting' });
    expect(resourceOf('driver')).toMatchObject({ list: '/app/setting/driver', meta: { parent: 'setting' } });
    expect(elementPaths()).toContain('setting/driver/show/:id');
  });

  it('is built once per version of the served schemas', () => {
    const before = appComposition();
    expect(appComposition()).toBe(before);
    setPublishedSchemas([addedSchema('vehicle')]);
    const after = appComposition();
    expect(after).not.toBe(before);
    expect(appComposition()).toBe(after);
    // A built-in keeps its screens: its routes are not remounted when a resource is published.
    const screensOf = (c: typeof before) => {
      const screen = c.routes.find((r) => r.name === 'customer')!.screen;
      return screen.kind === 'schema' ? screen.screens : undefined;
    };
    expect(screensOf(before)).toBeDefined();
    expect(screensOf(after)).toBe(screensOf(before));
  });

  it('re-renders its readers when a resource is published or withdrawn', () => {
    const { result } = renderHook(() => useAppComposition());
    expect(result.current.routes.some((r) => r.name === 'vehicle')).toBe(false);
    act(() => setPublishedSchemas([addedSchema('vehicle')]));
    expect(result.current.routes.some((r) => r.name === 'vehicle')).toBe(true);
    act(() => setPublishedSchemas([]));
    expect(result.current.routes.some((r) => r.name === 'vehicle')).toBe(false);
  });
});

describe('the routes’ names in the language shown (docs/requirements.md §10.9)', () => {
  afterEach(() => {
    useEnglishTexts(null);
    useSchemaOverlay(null);
  });

  it('names the tabs and titles in English once it is on, though the first composition was Chinese', () => {
    expect(tabTitle(appComposition().routes, [], '/app/dashboard')).toBe('仪表盘');
    // The boot call brings an account's English after the app's first render (src/state/boot.ts).
    useEnglishTexts(englishTexts);
    useSchemaOverlay(schemaOverlay);
    const routes = appComposition().routes;
    expect(tabTitle(routes, [], '/app/dashboard')).toBe('Dashboard');
    expect(routeOf('setting')?.label).toBe('Settings');
    expect(tabTitle(routes, [], '/app/customer/edit/c1')).toMatch(/^Edit /);
  });
});
