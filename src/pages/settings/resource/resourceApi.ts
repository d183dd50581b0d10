/**
 * The designer's calls (notes/designer-api.md), through refine's data provider and so the one HTTP
 * client: reads with useCustom / useCustomCall, writes with useCustomWrite. A refusal (400 naming
 * the resource or field) is shown once by the HTTP client and rejects, so a screen can also keep
 * the message beside the form.
 */
import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';
import type { ResourceSchema } from '../../../schemas/types';
import type { SavedDraft } from './draftEdits';
import type { SavedExtension } from './extensionDraft';

/** One line of the resource list. */
export interface ResourceRow {
  name: string;
  label: string;
  icon?: string;
  builtIn: boolean;
  /** `draft`: never published; `published`: served to users (maybe with a newer draft, `hasDraft`). */
  status: 'draft' | 'published';
  hasDraft: boolean;
  /** The published version (0 when never published). */
  version: number;
  updatedAt?: string;
}

/**
 * A resource as the designer opens it. For a built-in (`builtIn`): `draft` is `{ name, fields }`
 * with only the custom fields, and `published` the resource as its users get it (custom fields
 * marked `custom`).
 */
export interface ResourceDesign {
  draft: ResourceSchema | null;
  published: ResourceSchema | null;
  version: number;
  builtIn: boolean;
}

/** A design file (`GET export`): what `POST import` takes back, here or in another installation. */
export interface DesignFile {
  format: 'ace-resource-design';
  formatVersion: number;
  exportedAt: string;
  /** An added resource's design, or a built-in's `{ name, fields }` (its custom fields). */
  schema: ResourceSchema;
}

/** One published version. */
export interface ResourceVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  summary: string;
}

const BASE = '/setting/resource';
const NO_ROWS: ResourceRow[] = [];

/** The tenant's resources, built-in and added (GET list). */
export function useResourceList() {
  const { query } = useCustom<{ value: { rows: ResourceRow[]; total: number } }>({ url: `${BASE}/list`, method: 'get', ...CLIENT_NOTICES });
  return {
    rows: query.data?.data?.value?.rows ?? NO_ROWS,
    loaded: !!query.data,
    failed: query.isError,
    loading: query.isFetching,
    refetch: async () => void (await query.refetch()),
  };
}

const NO_VERSIONS: ResourceVersion[] = [];

/** The published versions of `name`, newest first; nothing is read while `name` is null. */
export function useResourceVersions(name: string | null) {
  const { query } = useCustom<{ value: { rows: ResourceVersion[]; total: number } }>({
    url: `${BASE}/versions`,
    method: 'get',
    config: { query: { name } },
    queryOptions: { enabled: name !== null },
    ...CLIENT_NOTICES,
  });
  return {
    rows: query.data?.data?.value?.rows ?? NO_VERSIONS,
    loading: query.isFetching,
    failed: query.isError,
    refetch: async () => void (await query.refetch()),
  };
}

/** The designer's reads and writes. Save shows 操作成功; publish's notice names the version (the screen's). */
export function useResourceApi() {
  const write = useCustomWrite();
  const call = useCustomCall();
  return useMemo(
    () => ({
      findByName: async (name: string) =>
        (await call<{ value: ResourceDesign }>({ url: `${BASE}/findByName`, method: 'get', query: { name } })).value,
      // Quiet: the designer says 草稿已保存 beside its buttons (useDesigner).
      save: async (schema: SavedDraft | SavedExtension) =>
        (await write<{ value: { name: string; status: string; version: number } }>(`${BASE}/save`, 'post', { schema }, {})).value,
      publish: async (name: string) => (await write<{ value: { version: number } }>(`${BASE}/publish`, 'post', { name })).value,
      discard: (name: string) => write(`${BASE}/discard`, 'post', { name }, SUCCESS_NOTICE),
      rollback: async (name: string, version: number) =>
        (await write<{ value: { version: number } }>(`${BASE}/rollback`, 'post', { name, version })).value,
      exportDesign: async (name: string) =>
        (await call<{ value: DesignFile }>({ url: `${BASE}/export`, method: 'get', query: { name } })).value,
      /** Saves a design file as the tenant's draft of its name (checked like a publish; a refusal names the problem). */
      importDesign: async (design: unknown) =>
        (await write<{ value: { name: string; status: string; version: number } }>(`${BASE}/import`, 'post', { design })).value,
    }),
    [write, call],
  );
}
