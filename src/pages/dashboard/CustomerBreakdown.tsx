import { Skeleton, Space, theme } from 'antd';
import { Panel } from '../../components/Panel';
import type { DashboardCollect } from '../../domain/sales/dto';
import { PRIMARY_COLOR } from '../../theme';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useAllowed } from '../../state/useAllowed';
import { customersOfType } from './drillDown';
import './dashboard.css';
import { t } from '../../i18n/messages/zh-CN/pageDashboard';
import { formatNumber } from '../../engine/renderers/numberFormat';

const COMPANY_COLOUR = '#722ed1';
const PERSONAL_COLOUR = PRIMARY_COLOR;

/** The list of one kind (客户类型 1 企业, 0 个人), filtered (drillDown.ts); null for a reader who may not open it. */
type KindLinks = { company: string; personal: string } | null;

/**
 * A link where the reader may go; else the same look as plain text — its name dropped (a bar's
 * segment, with no text of its own, is then decoration: the legend says the numbers).
 */
function MaybeLink({ to, children, className, style, ...rest }: { to: string | undefined; children?: ReactNode } & Omit<LinkProps, 'to'>) {
  if (to)
    return (
      <Link to={to} className={className} style={style} {...rest}>
        {children}
      </Link>
    );
  return (
    <span
      className={className}
      style={style}
      data-part={(rest as { 'data-part'?: string })['data-part']}
      aria-hidden={children ? undefined : true}
    >
      {children}
    </span>
  );
}

/**
 * The whole as one bar, 企业 purple then 个人 blue, in per cent; with nobody counted there is no whole
 * and the bar stays empty. Two plain segments rather than antd's Progress, which the dashboard, the
 * first screen after login, would otherwise load for this alone. A segment opens its kind's list on a
 * click; the keyboard reaches the same lists by the legend's links below, so the segments stay out of
 * the Tab order.
 */
function SplitBar({
  company,
  personal,
  track,
  links,
  what,
}: {
  company: number;
  personal: number;
  track: string;
  links: KindLinks;
  what: string;
}) {
  return (
    <div style={{ display: 'flex', height: 8, margin: '10px 0', borderRadius: 4, overflow: 'hidden', background: track }}>
      <MaybeLink
        to={links?.company}
        tabIndex={-1}
        aria-label={t('companyShare', { what, pct: company })}
        className="split-bar__part"
        data-part="company"
        style={{ width: `${company}%`, background: COMPANY_COLOUR }}
      />
      <MaybeLink
        to={links?.personal}
        tabIndex={-1}
        aria-label={t('personalShare', { what, pct: personal })}
        className="split-bar__part"
        data-part="personal"
        style={{ width: `${personal}%`, background: PERSONAL_COLOUR }}
      />
    </div>
  );
}

function Split({
  resource,
  title,
  personal,
  company,
  deleted,
}: {
  resource: 'customer' | 'customer_potential';
  title: string;
  personal: number;
  company: number;
  deleted: number;
}) {
  const total = personal + company;
  const pct = total ? Math.round((company / total) * 100) : 0;
  const { token } = theme.useToken();
  const mayList = useAllowed(resource, 'list');
  const links = mayList ? { company: customersOfType(resource, 1), personal: customersOfType(resource, 0) } : null;
  // Plain text, not antd's Typography: the dashboard is the first screen, and Typography brings an editor with it.
  return (
    <div>
      <strong>{title}</strong>
      <span style={{ float: 'right', color: token.colorTextSecondary }}>
        {t('totalAndDeleted', { total: formatNumber(total), deleted: formatNumber(deleted) })}
      </span>
      <SplitBar company={pct} personal={total ? 100 - pct : 0} track={token.colorFillSecondary} links={links} what={title} />
      <Space size="large">
        <MaybeLink to={links?.company} aria-label={t('companyLink', { n: formatNumber(company), what: title })}>
          <span style={{ color: COMPANY_COLOUR }} aria-hidden>
            ■
          </span>{' '}
          {t('company', { n: formatNumber(company) })}
        </MaybeLink>
        <MaybeLink to={links?.personal} aria-label={t('personalLink', { n: formatNumber(personal), what: title })}>
          <span style={{ color: PERSONAL_COLOUR }} aria-hidden>
            ■
          </span>{' '}
          {t('personal', { n: formatNumber(personal) })}
        </MaybeLink>
      </Space>
    </div>
  );
}

/** Customers and potential customers by kind, with the deleted ones the dashboard counts. */
export function CustomerBreakdown({ data }: { data: DashboardCollect | null }) {
  return (
    <Panel title={t('customerBreakdown')} style={{ height: '100%' }}>
      {data ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Split
            resource="customer"
            title={t('customers')}
            personal={data.customerPersonal}
            company={data.customerCompany}
            deleted={data.customerDeleted}
          />
          <Split
            resource="customer_potential"
            title={t('potentialCustomers')}
            personal={data.potentialPersonal}
            company={data.potentialCompany}
            deleted={data.potentialDeleted}
          />
        </Space>
      ) : (
        <Skeleton active />
      )}
    </Panel>
  );
}
