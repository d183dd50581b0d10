import { useMemo } from 'react';
import { Cascader, Typography } from 'antd';
import { isRegionValue, regionLevelOf, regionText, REGION_DEPTH, type RegionNode } from '../../../../domain/regions';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../../types';
import { useRegions } from './regionData';
import { regionProblem } from './regionProblem';
import { t } from '../../../../i18n/messages/zh-CN/engineFields';

/** The cascaders read the division nodes as they are. */
const FIELD_NAMES = { label: 'name', value: 'code', children: 'children' } as const;

/** Typing part of a name finds the divisions whose path holds it (郑州 → 河南省 / 郑州市 / …). */
const SEARCH = { filter: (input: string, path: RegionNode[]) => path.some((n) => n.name.includes(input.trim())) };

/**
 * 省 / 市 / 区县 from the division data (loaded with the first region input). Below `regionLevel` 3 a
 * choice may stop at any level from the one asked for (`changeOnSelect`; the form's rule and the
 * server refuse a shorter one); at 3 only a full path is taken. The value is `{ codes, names }`; the
 * server keeps the codes and fills in the names itself.
 */
function RegionInput({ field, id, value, onChange, disabled }: InputProps) {
  const data = useRegions();
  const codes = isRegionValue(value) ? value.codes : [];
  return (
    <Cascader<RegionNode>
      id={id}
      style={{ width: '100%' }}
      options={data?.tree ?? []}
      fieldNames={FIELD_NAMES}
      loading={!data}
      value={codes}
      changeOnSelect={regionLevelOf(field.regionLevel) < REGION_DEPTH}
      showSearch={SEARCH}
      disabled={disabled}
      allowClear
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
      onChange={(path, nodes) => onChange?.(path?.length ? { codes: path.map(String), names: (nodes ?? []).map((n) => n.name) } : null)}
    />
  );
}

/** The names from 省 down, as saved with the record (no division data needed): 河南省 郑州市 中原区. */
function RegionDisplay({ value, mode }: DisplayProps) {
  // A string is a value written before the field was a region (an audit entry's): shown as it was typed.
  const text = typeof value === 'string' ? value : regionText(isRegionValue(value) ? value : null);
  if (!text) return <Typography.Text type="secondary">-</Typography.Text>;
  return <span title={mode === 'list' ? text : undefined}>{text}</span>;
}

/** The tree cut at 市: a filter chooses a province or a city (a municipality's districts sit at that level). */
const toCities = (tree: RegionNode[]): RegionNode[] =>
  tree.map((p) => ({ code: p.code, name: p.name, children: p.children?.map((c) => ({ code: c.code, name: c.name })) }));

/** The filter's value is one code (province or city): the records within it. */
function RegionFilter({ field, id, value, onChange }: FilterProps) {
  const data = useRegions();
  const options = useMemo(() => (data ? toCities(data.tree) : []), [data]);
  const code = Array.isArray(value) ? value[0] : value;
  const path = typeof code === 'string' ? (data?.index.get(code)?.codes ?? [code]) : [];
  return (
    <Cascader<RegionNode>
      id={id}
      style={{ minWidth: 200 }}
      options={options}
      fieldNames={FIELD_NAMES}
      loading={!data}
      value={path}
      changeOnSelect
      showSearch={SEARCH}
      allowClear
      placeholder={field.label}
      onChange={(p) => onChange?.(p?.length ? String(p[p.length - 1]) : undefined)}
    />
  );
}

/** 省市区: a cascader of the mainland's divisions, shown by name, filtered by province or city. */
export const regionRenderer: Renderer = { Input: RegionInput, Display: RegionDisplay, Filter: RegionFilter, problem: regionProblem };
