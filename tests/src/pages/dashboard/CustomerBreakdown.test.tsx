import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CustomerBreakdown } from '../../../../src/pages/dashboard/CustomerBreakdown';
import type { DashboardCollect } from '../../../../src/domain/sales/dto';

const collect = (over: Partial<DashboardCollect>) =>
  ({
    customerPersonal: 0,
    customerCompany: 0,
    customerDeleted: 0,
    potentialPersonal: 0,
    potentialCompany: 0,
    potentialDeleted: 0,
    ...over,
  }) as DashboardCollect;

/** The filled widths of the whole bars (个人 blue) and of the company shares (企业 purple) over them, per split. */
const widths = (kind = 'bg') => [...document.querySelectorAll(`.ant-progress-${kind}`)].map((el) => (el as HTMLElement).style.width);

describe('CustomerBreakdown', () => {
  it('draws empty bars when there are no customers', () => {
    render(<CustomerBreakdown data={collect({})} />);
    expect(widths()).toEqual(['0%', '0%']);
    expect(widths('success-bg')).toEqual(['0%', '0%']);
  });

  it('fills the bar with the company share over the personal rest', () => {
    render(<CustomerBreakdown data={collect({ customerPersonal: 3, customerCompany: 1 })} />);
    expect(widths()).toEqual(['100%', '0%']);
    expect(widths('success-bg')).toEqual(['25%', '0%']);
  });
});
