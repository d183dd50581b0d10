import type { Migration } from 'kysely';
import type { DialectName } from '../client';
import { platform } from './2026-11-22-0100-platform';
import { platformExtras } from './2026-11-22-0200-platform-extras';
import { catalog } from './2026-11-22-0300-catalog';
import { sales } from './2026-11-22-0400-sales';
import { catalogSortIndexes } from './2026-11-22-0420-catalog-sort-indexes';
import { platformHardening } from './2026-11-22-0500-platform-hardening';
import { salesOwedAndRates } from './2026-11-22-0600-sales-owed-and-rates';
import { catalogReferenceLinks } from './2026-11-22-0700-catalog-reference-links';
import { salesOnEngine } from './2026-11-23-0800-sales-on-engine';
import { serverProcesses } from './2026-11-23-0900-server-processes';
import { loginChallenges } from './2026-11-23-1000-login-challenges';
import { roles } from './2026-11-24-1100-roles';
import { resourceDesigns } from './2026-11-24-1200-resource-designs';
import { numberSequences } from './2026-11-25-1300-number-sequences';
import { uploadedFiles } from './2026-11-25-1310-uploaded-files';
import { passwordChange } from './2026-11-26-1400-password-change';
import { roleRights } from './2026-11-28-1530-role-rights';
import { dropResourceSchemas } from './2026-11-28-1700-drop-resource-schemas';
import { auditTrail } from './2026-11-28-1800-audit-trail';
import { exportJobs } from './2026-11-28-1810-export-jobs';
import { recycleBin } from './2026-11-28-1820-recycle-bin';
import { listViews } from './2026-11-28-1900-list-views';
import { listVersions } from './2026-12-01-0900-list-versions';
import { ownerStatistics } from './2026-12-02-1300-owner-statistics';
import { customerRegion } from './2026-12-02-1400-customer-region';
import { orderUnpaidFilter } from './2026-12-02-1410-order-unpaid-filter';
import { tenantWatermark } from './2026-12-02-1420-tenant-watermark';
import { userTheme } from './2026-12-03-0900-user-theme';
import { userLocale } from './2026-12-06-0900-user-locale';
import { recycleBinIndex } from './2026-12-06-1200-recycle-bin-index';
import { tenantLeadingKeys } from './2026-12-01-1000-tenant-leading-keys';
import { textIndexes } from './2026-12-01-1200-text-indexes';
import { departmentsAndSessions } from './2026-12-02-0900-departments-and-sessions';
import { sessionsPerUser } from './2026-12-02-0910-sessions-per-user';

/**
 * Every migration, in order. Names are date-prefixed and never change once released;
 * a migration file is frozen in time: fix forward with a new one.
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026-11-22-0100-platform': platform(dialect),
    '2026-11-22-0200-platform-extras': platformExtras(dialect),
    '2026-11-22-0300-catalog': catalog(dialect),
    '2026-11-22-0400-sales': sales(dialect),
    '2026-11-22-0420-catalog-sort-indexes': catalogSortIndexes(dialect),
    '2026-11-22-0500-platform-hardening': platformHardening(dialect),
    '2026-11-22-0600-sales-owed-and-rates': salesOwedAndRates(dialect),
    '2026-11-22-0700-catalog-reference-links': catalogReferenceLinks(dialect),
    '2026-11-23-0800-sales-on-engine': salesOnEngine(dialect),
    '2026-11-23-0900-server-processes': serverProcesses(dialect),
    '2026-11-23-1000-login-challenges': loginChallenges(dialect),
    '2026-11-24-1100-roles': roles(dialect),
    '2026-11-24-1200-resource-designs': resourceDesigns(dialect),
    '2026-11-25-1300-number-sequences': numberSequences(dialect),
    '2026-11-25-1310-uploaded-files': uploadedFiles(dialect),
    '2026-11-26-1400-password-change': passwordChange(dialect),
    '2026-11-28-1530-role-rights': roleRights(dialect),
    '2026-11-28-1700-drop-resource-schemas': dropResourceSchemas(dialect),
    '2026-11-28-1800-audit-trail': auditTrail(dialect),
    '2026-11-28-1810-export-jobs': exportJobs(dialect),
    '2026-11-28-1820-recycle-bin': recycleBin(dialect),
    '2026-11-28-1900-list-views': listViews(dialect),
    '2026-12-01-0900-list-versions': listVersions(dialect),
    '2026-12-01-1000-tenant-leading-keys': tenantLeadingKeys(dialect),
    '2026-12-01-1200-text-indexes': textIndexes(dialect),
    '2026-12-02-0900-departments-and-sessions': departmentsAndSessions(dialect),
    '2026-12-02-0910-sessions-per-user': sessionsPerUser(dialect),
    '2026-12-02-1300-owner-statistics': ownerStatistics(dialect),
    '2026-12-02-1400-customer-region': customerRegion(dialect),
    '2026-12-02-1410-order-unpaid-filter': orderUnpaidFilter(dialect),
    '2026-12-02-1420-tenant-watermark': tenantWatermark(dialect),
    '2026-12-03-0900-user-theme': userTheme(dialect),
    '2026-12-06-0900-user-locale': userLocale(dialect),
    '2026-12-06-1200-recycle-bin-index': recycleBinIndex(dialect),
  };
}
