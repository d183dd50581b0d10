/**
 * Product overrides: the generated list keeps its table, filters and actions, and gains the
 * category bar of docs/requirements.md §3 (全部 first) and a first column with the product picture. Other screens are generated.
 */
import { createElement } from 'react';
import type { ColumnOverride, ResourceOverrides } from '../../engine/screens/overrides';
import { ProductCategoryBar } from './ProductCategoryBar';
import { ProductNameCell } from './ProductNameCell';

export const listHeader: ResourceOverrides['listHeader'] = ProductCategoryBar;

export const columns: Record<string, ColumnOverride> = {
  name: { render: (_value, record) => createElement(ProductNameCell, { record }) },
};
