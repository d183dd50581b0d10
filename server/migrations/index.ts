import type { Migration } from 'kysely';
import type { DialectName } from '../src/db/client.js';
import { platform } from './2026-11-22-0100-platform.js';
import { platformExtras } from './2026-11-22-0200-platform-extras.js';
import { catalog } from './2026-11-22-0300-catalog.js';
import { sales } from './2026-11-22-0400-sales.js';
import { catalogSortIndexes } from './2026-11-22-0420-catalog-sort-indexes.js';
import { platformHardening } from './2026-11-22-0500-platform-hardening.js';
import { salesOwedAndRates } from './2026-11-22-0600-sales-owed-and-rates.js';
import { catalogReferenceLinks } from './2026-11-22-0700-catalog-reference-links.js';

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
  };
}
