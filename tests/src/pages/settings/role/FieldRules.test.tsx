import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FieldRules } from '../../../../../src/pages/settings/role/FieldRules';
import { permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';
import { resourceSchemas } from '../../../../../src/schemas';
import type { FieldChoice } from '../../../../../src/pages/settings/role/permissionMatrix';

const order = permissionCatalogue(resourceSchemas).find((r) => r.name === 'order')!;

function renderRules(choices: Record<string, FieldChoice>) {
  render(<FieldRules resource={order} choiceOf={(f) => choices[f] ?? 'visible'} onChange={() => {}} disabled={false} />);
}

describe('FieldRules', () => {
  it('says beside each field what hidden field it is hidden with (a line’s 金额 with its 单价, the sums)', () => {
    renderRules({ 'lines.unitPrice': 'hidden' });
    for (const f of ['lines.amount', 'lines.taxAmount', 'subtotal', 'taxTotal', 'total', 'unpaidAmount'])
      expect(screen.getByTestId(`hidden-with-${f}`)).toHaveTextContent('随 明细·单价 隐藏');
    expect(screen.queryByTestId('hidden-with-lines.discount')).toBeNull();
    expect(screen.queryByTestId('hidden-with-discountTotal')).toBeNull();
  });

  it('says nothing without a hidden field', () => {
    renderRules({ 'lines.unitPrice': 'readonly' });
    expect(screen.queryByText(/随 .* 隐藏/)).toBeNull();
  });
});
