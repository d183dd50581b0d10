import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { catalogue, decidedByRoles, useCatalogue } from '../../../../../src/pages/settings/common/catalogue';
import { permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';
import { resourceSchemas } from '../../../../../src/schemas';
import { setPublishedSchemas, loadPublishedChecks } from '../../../../../src/state/servedSchemas';
import { addedSchema } from '../../../support/addedSchemas';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

afterEach(() => setPublishedSchemas([]));

const entry = (name: string) => catalogue().find((r) => r.name === name);

describe('the role matrix catalogue (docs/requirements.md §10.3)', () => {
  it('is the catalogue of the built-ins until a resource is published', () => {
    expect(catalogue()).toEqual(permissionCatalogue(resourceSchemas));
    expect(entry('vehicle')).toBeUndefined();
    expect(decidedByRoles('vehicle')).toBe(false);
  });

  it('grants a published added resource like a built-in: its actions and its fields', () => {
    setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver', { parent: 'setting' })]);
    expect(entry('vehicle')).toEqual({
      name: 'vehicle',
      label: 'vehicle档案',
      actions: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
      ownable: true,
      // A required 名称 without a default: a role that may add cannot hide it.
      fields: [
        { name: 'title', label: '名称', neededToAdd: true },
        { name: 'plate', label: '车牌' },
      ],
      addAction: 'create',
    });
    // Grouped like the menu: under 设置 when it sits there.
    expect(entry('driver')?.group).toBe('设置');
    expect(decidedByRoles('vehicle')).toBe(true);
    expect(catalogue()).toEqual(
      permissionCatalogue([...resourceSchemas, addedSchema('vehicle'), addedSchema('driver', { parent: 'setting' })]),
    );
  });

  it('is derived once per version, and re-renders the matrix when a resource is published', () => {
    const { result } = renderHook(() => useCatalogue());
    const before = result.current;
    expect(catalogue()).toBe(before);
    act(() => setPublishedSchemas([addedSchema('vehicle')]));
    expect(result.current).not.toBe(before);
    expect(result.current.some((r) => r.name === 'vehicle')).toBe(true);
  });
});
