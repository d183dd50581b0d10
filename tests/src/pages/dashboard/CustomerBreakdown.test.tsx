import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

const show = (data: DashboardCollect) =>
  render(
    <MemoryRouter>
      <CustomerBreakdown data={data} />
    </MemoryRouter>,
  );

describe('CustomerBreakdown', () => {
  it('draws empty bars when there are no customers', () => {
    show(collect({}));
    expect(widths('company')).toEqual(['0%', '0%']);
    expect(widths('personal')).toEqual(['0%', '0%']);
  });

  it('fills the bar with the company share over the personal rest', () => {
    show(collect({ customerPersonal: 3, customerCompany: 1 }));
    expect(widths('company')).toEqual(['25%', '0%']);
    expect(widths('personal')).toEqual(['75%', '0%']);
    expect(screen.getByRole('link', { name: '企业客户 25%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '个人客户 75%' })).toBeInTheDocument();
  });

  it('opens each kind’s list filtered: a segment by the pointer, the legend by the keyboard too', () => {
    show(collect({ customerPersonal: 3, customerCompany: 1, potentialCompany: 2 }));
    const company = screen.getByRole('link', { name: '企业 1，查看企业客户' });
    expect(decodeURIComponent(company.getAttribute('href')!)).toBe(
      '/app/customer?currentPage=1&filters[0][field]=type&filters[0][operator]=in&filters[0][value][0]=1',
    );
    expect(screen.getByRole('link', { name: '企业客户 25%' })).toHaveAttribute('href', company.getAttribute('href'));
    expect(screen.getByRole('link', { name: '企业客户 25%' })).toHaveAttribute('tabindex', '-1');
    expect(decodeURIComponent(screen.getByRole('link', { name: '个人 0，查看个人潜在客户' }).getAttribute('href')!)).toMatch(
      /^\/app\/customer_potential\?.*\[field\]=type.*\[value\]\[0\]=0$/,
    );
  });
});
