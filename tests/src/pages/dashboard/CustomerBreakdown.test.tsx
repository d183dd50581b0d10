import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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

/** The widths of the company (企业 purple) or personal (个人 blue) segments, one per split. */
const widths = (part: 'company' | 'personal') =>
  [...document.querySelectorAll(`[data-part="${part}"]`)].map((el) => (el as HTMLElement).style.width);

describe('CustomerBreakdown', () => {
  it('draws empty bars when there are no customers', () => {
    render(<CustomerBreakdown data={collect({})} />);
    expect(widths('company')).toEqual(['0%', '0%']);
    expect(widths('personal')).toEqual(['0%', '0%']);
  });

  it('fills the bar with the company share over the personal rest', () => {
    render(<CustomerBreakdown data={collect({ customerPersonal: 3, customerCompany: 1 })} />);
    expect(widths('company')).toEqual(['25%', '0%']);
    expect(widths('personal')).toEqual(['75%', '0%']);
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('企业 25%，个人 75%');
  });
});
