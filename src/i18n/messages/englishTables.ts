import type { Texts } from './translate';
import app from './en-US/app';
import common from './en-US/common';
import designer from './en-US/designer';
import designerFields from './en-US/designerFields';
import designerForm from './en-US/designerForm';
import designerProblems from './en-US/designerProblems';
import domainAccount from './en-US/domainAccount';
import domainAccountRules from './en-US/domainAccountRules';
import domainAudit from './en-US/domainAudit';
import domainErrors from './en-US/domainErrors';
import domainFields from './en-US/domainFields';
import domainPermissionLabels from './en-US/domainPermissionLabels';
import domainPermissions from './en-US/domainPermissions';
import domainRoles from './en-US/domainRoles';
import domainBuiltInRoles from './en-US/domainBuiltInRoles';
import domainSales from './en-US/domainSales';
import domainSalesRules from './en-US/domainSalesRules';
import domainValidation from './en-US/domainValidation';
import engineFields from './en-US/engineFields';
import engineList from './en-US/engineList';
import engineRecord from './en-US/engineRecord';
import engineRecycle from './en-US/engineRecycle';
import engineRestore from './en-US/engineRestore';
import engineTransfer from './en-US/engineTransfer';
import engineViews from './en-US/engineViews';
import formRules from './en-US/formRules';
import pageAccount from './en-US/pageAccount';
import pageAdmin from './en-US/pageAdmin';
import pageAuth from './en-US/pageAuth';
import pageDashboard from './en-US/pageDashboard';
import pageDashboardRecent from './en-US/pageDashboardRecent';
import pageDashboardTrend from './en-US/pageDashboardTrend';
import pageFallback from './en-US/pageFallback';
import pageGeneral from './en-US/pageGeneral';
import pageProfile from './en-US/pageProfile';
import refine from './en-US/refine';
import salesDocuments from './en-US/salesDocuments';
import salesLeads from './en-US/salesLeads';
import salesProducts from './en-US/salesProducts';
import salesSettings from './en-US/salesSettings';
import schemaDesignCheck from './en-US/schemaDesignCheck';
import schemaExtend from './en-US/schemaExtend';
import schemaFieldTypes from './en-US/schemaFieldTypes';
import schemaListQuery from './en-US/schemaListQuery';
import schemaMisc from './en-US/schemaMisc';
import schemaServed from './en-US/schemaServed';
import schemaTextPattern from './en-US/schemaTextPattern';
import schemas from './en-US/schemas';
import settingsAudit from './en-US/settingsAudit';
import settingsCommon from './en-US/settingsCommon';
import settingsGeneral from './en-US/settingsGeneral';
import settingsOrg from './en-US/settingsOrg';
import settingsProjects from './en-US/settingsProjects';
import settingsRole from './en-US/settingsRole';
import settingsSessions from './en-US/settingsSessions';
import shell from './en-US/shell';
import shellDialogs from './en-US/shellDialogs';
import shellPalette from './en-US/shellPalette';
import shellPaletteButton from './en-US/shellPaletteButton';

/**
 * Every area's English by area name, the file's in messages/en-US/ (as its Chinese table's translator
 * names it): the client's English chunk (english.ts) and the server's replies (server/src/http/
 * reply-language.ts) read this one list. tests/src/i18n/texts.unit.test.ts checks it lists every file.
 */
export const englishTexts: Readonly<Record<string, Texts>> = {
  app,
  common,
  designer,
  designerFields,
  designerForm,
  designerProblems,
  domainAccount,
  domainAccountRules,
  domainAudit,
  domainErrors,
  domainFields,
  domainPermissionLabels,
  domainPermissions,
  domainRoles,
  domainBuiltInRoles,
  domainSales,
  domainSalesRules,
  domainValidation,
  engineFields,
  engineList,
  engineRecord,
  engineRecycle,
  engineRestore,
  engineTransfer,
  engineViews,
  formRules,
  pageAccount,
  pageAdmin,
  pageAuth,
  pageDashboard,
  pageDashboardRecent,
  pageDashboardTrend,
  pageFallback,
  pageGeneral,
  pageProfile,
  refine,
  salesDocuments,
  salesLeads,
  salesProducts,
  salesSettings,
  schemaDesignCheck,
  schemaExtend,
  schemaFieldTypes,
  schemaListQuery,
  schemaMisc,
  schemaServed,
  schemaTextPattern,
  schemas,
  settingsAudit,
  settingsCommon,
  settingsGeneral,
  settingsOrg,
  settingsProjects,
  settingsRole,
  settingsSessions,
  shell,
  shellDialogs,
  shellPalette,
  shellPaletteButton,
};
