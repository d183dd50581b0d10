import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FIELD_TYPE_SPECS } from '../../../../src/schemas/fieldTypes';
import { rating } from '../../../../src/schemas/fieldTypes/rating';
import { DESIGN_FIELD_TYPES, designProblems } from '../../../../src/schemas/designCheck';
import { FIELD_TYPE_OPTIONS, abilitiesOf } from '../../../../src/pages/settings/resource/fieldTypes';
import { sampleValue } from '../../../../src/pages/settings/resource/previewRows';
import { rendererRegistry } from '../../../../src/engine/renderers/registry';
import { ratingRenderer } from '../../../../src/engine/renderers/fields/rating';
import { fieldProblem } from '../../../../src/engine/renderers/rules';
import { columnWidth } from '../../../../src/engine/screens/columnWidths';
import { filterKind, fieldNumberLimits } from '../../../../src/schemas/fieldDefaults';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { renderDisplay, renderFilter, renderInput } from '../../engine/renderers/helpers';

/**
 * The recipe “add a field type” (src/schemas/fieldTypes/README.md) walked with 评分: one spec file,
 * one renderer, no server file. The server half is tests/server/schema-engine/rating.test.ts; the
 * compiler half (a type without its spec or renderer does not compile) is recipe.typecheck.ts.
 */
const stars: FieldSchema = { name: 'stars', label: '满意度', type: 'rating', required: true, filterable: true, sortable: true };

describe('the 评分 field type', () => {
  it('has its spec in the collection and its renderer in the registry', () => {
    expect(FIELD_TYPE_SPECS.rating).toBe(rating);
    expect(rendererRegistry.rating).toBe(ratingRenderer);
  });

  it('is offered by the designer, with the settings a rating takes', () => {
    expect(DESIGN_FIELD_TYPES).toContainEqual({ type: 'rating', label: '评分' });
    expect(FIELD_TYPE_OPTIONS).toContainEqual({ value: 'rating', label: '评分' });
    expect(abilitiesOf('rating')).toMatchObject({ filterable: true, sortable: true, searchable: false, textual: false, options: false });
    const design: ResourceSchema = {
      name: 'visit',
      label: '回访',
      apiBase: '/business/custom/visit',
      titleField: 'stars',
      fields: [stars],
    };
    expect(designProblems(design, () => undefined)).toEqual([]);
  });

  it('holds 1 to 5 stars, is filtered as a range (exactly or at least n), and takes a small column', () => {
    expect(fieldNumberLimits(stars)).toEqual({ min: 1, max: 5 });
    expect(fieldNumberLimits({ ...stars, min: 2, max: 9 })).toEqual({ min: 2, max: 5 });
    expect(filterKind(stars)).toBe('range');
    expect(columnWidth({ ...stars, label: '分' }, false)).toBeLessThanOrEqual(130);
    expect(rating.text(3, stars)).toBe('★★★☆☆');
  });

  it('gives the designer’s preview stars the form accepts, within the field’s own limits', () => {
    for (const row of [0, 1]) {
      const value = sampleValue(stars, row);
      expect(typeof value, `row ${row}`).toBe('number');
      expect(fieldProblem(stars, value), `row ${row}`).toBeUndefined();
    }
    expect(sampleValue({ ...stars, max: 2 }, 0)).toBe(2);
  });

  it('refuses 0 and 6 in the form in Chinese, naming the field (the stars give no 2.5)', () => {
    expect(fieldProblem(stars, 0)).toBe('满意度不能小于 1');
    expect(fieldProblem(stars, 6)).toBe('满意度不能大于 5');
    expect(fieldProblem(stars, null)).toBe('请选择满意度');
    expect(fieldProblem(stars, 4)).toBeUndefined();
  });

  it('renders stars in the form, emitting the stars clicked', () => {
    const { changes } = renderInput('stars', undefined, stars);
    const choices = document.querySelectorAll('.ant-rate-star');
    expect(choices).toHaveLength(5);
    fireEvent.click(choices[2].querySelector('.ant-rate-star-first') ?? choices[2].firstElementChild!);
    expect(changes).toHaveBeenLastCalledWith(3);
  });

  it('shows stars in lists', () => {
    renderDisplay('stars', 4, 'list', stars);
    expect(screen.getByLabelText('满意度：4 星')).toBeInTheDocument();
  });

  it('filters by exactly or at least n stars', async () => {
    const f = renderFilter('stars', undefined, stars);
    fireEvent.mouseDown(f.container.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('3 星及以上'));
    expect(f.changes).toHaveBeenLastCalledWith([3, null]);
  });
});
