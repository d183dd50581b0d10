import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { createSessionsService } from './sign-in/sessions.service';
import { createOnlineSessionsService } from './sign-in/online-sessions.service';
import { onlineSessionsRoutes } from './sign-in/online-sessions.routes';
import { createProfileService } from './people/profile.service';
import { profileRoutes } from './people/profile.routes';
import { createSessionLimitService } from './settings/session-limit.service';
import { createWatermarkService } from './settings/watermark.service';
import { createAuthService } from './sign-in/auth.service';
import { createProjectsService } from './tenants/projects.service';
import { createLoginLimiter } from './sign-in/login-limiter.service';
import { createLoginChallenges } from './sign-in/login-challenge.service';
import { createLoginUnlock } from './sign-in/login-unlock.service';
import { createCaptchaService } from './sign-in/captcha.service';
import { smsChannelFromConfig } from './sign-in/sms/sms-channel';
import type { SmsSender } from './sign-in/sms/sms-message';
import { createTenantsService } from './tenants/tenants.service';
import { createRegistrationService } from './tenants/registration.service';
import { createSettingsService } from './settings/settings.service';
import { createMenusService } from './menus/menus.service';
import { createOrgService } from './people/org.service';
import { createDepartmentsService } from './departments/departments.service';
import { createStaffService } from './people/staff.service';
import { createRolesService } from './roles/roles.service';
import { createDataScopes } from './roles/data-scopes.service';
import { createPasswordService } from './sign-in/password.service';
import type { PermissionResource } from '../../../../src/schemas/permissionCatalogue';
import { authRoutes } from './sign-in/auth.routes';
import { projectsRoutes } from './tenants/projects.routes';
import { registrationRoutes } from './tenants/registration.routes';
import { settingsRoutes } from './settings/settings.routes';
import { menusRoutes } from './menus/menus.routes';
import { tenantsRoutes } from './tenants/tenants.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { attachmentsRoutes } from './uploads/attachments.routes';
import { orgRoutes } from './people/org.routes';
import { departmentsRoutes } from './departments/departments.routes';
import { staffRoutes } from './people/staff.routes';
import { rolesRoutes } from './roles/roles.routes';
import { passwordRoutes } from './sign-in/password.routes';
import { bootRoutes } from './settings/boot.routes';
import { loginOptionsRoutes } from './sign-in/login-options.routes';
import { createAuditService } from './audit/audit.service';
import { auditRoutes } from './audit/audit.routes';
import { createListViewsService } from './views/list-views.service';
import { createColumnSettingsService } from './views/column-settings.service';
import { viewsRoutes } from './views/views.routes';

/** What the platform needs besides the database and the configuration. */
export interface PlatformDeps {
  /** Delivers SMS codes instead of the configured channel (ACE_SMS_*); tests pass a stub. */
  smsSender?: SmsSender;
  /** Clock in ms for sessions, captcha and login throttling; tests move time with it. */
  now?: () => number;
  /** The wait of the progressive login delay; tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>;
  /** The answer of a new login image check (random by default); tests pass a known one. */
  challengeText?: () => string;
  /** What a role can be granted: the served schemas and the pages (src/schemas/permissionCatalogue.ts). */
  catalogue: (tenantId?: string) => Promise<PermissionResource[]>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The platform area: tenants, people, sessions and sign-in, registration, projects, settings,
 * menus, uploads and the staff other areas point at. Rules: README.md beside this file.
 */
export function createPlatformServices(db: Db, config: AppConfig, deps: PlatformDeps) {
  const now = deps.now ?? Date.now;
  const sessions = createSessionsService(db, {
    ttlMinutes: config.sessionTtlMinutes,
    rotateMinutes: config.tokenRotateMinutes,
    now: deps.now,
  });
  const loginLimiter = createLoginLimiter(db, {
    challengeAfter: config.loginChallengeAfter,
    challengeAfterPerIp: config.loginChallengeAfterPerIp,
    windowMinutes: config.loginFailureWindowMinutes,
    maxPerIpPerMinute: config.loginMaxPerIpPerMinute,
    now,
  });
  const challenges = createLoginChallenges(db, { now, text: deps.challengeText });
  const captcha = createCaptchaService(db, smsChannelFromConfig(config.sms, deps.smsSender), now);
  const roles = createRolesService(db, deps.catalogue);
  const tenants = createTenantsService(db, sessions, roles);
  const dataScopes = createDataScopes(db);
  const departments = createDepartmentsService(db, { changed: dataScopes.changed, checkReshapes: roles.checkReshapes });
  return {
    sessions,
    onlineSessions: createOnlineSessionsService(db, now),
    sessionLimit: createSessionLimitService(db),
    watermark: createWatermarkService(db),
    profile: createProfileService(db, sessions.forgetUser),
    auth: createAuthService(db, { sessions, limiter: loginLimiter, challenges, sleep: deps.sleep ?? realSleep }),
    loginLimiter,
    loginUnlock: createLoginUnlock(db, loginLimiter),
    captcha,
    tenants,
    registration: createRegistrationService(db, { captcha, tenants, sessions }),
    settings: createSettingsService(db),
    menus: createMenusService(db),
    org: createOrgService(db, { sessions, roles, limiter: loginLimiter, departments, orgChanged: dataScopes.changed }),
    departments,
    passwords: createPasswordService(db, { sessions, captcha, limiter: loginLimiter, now }),
    roles,
    dataScopes,
    projects: createProjectsService(db, sessions.forgetUser),
    // Owners (负责人) of records reference the project's active staff: the same rule as the options offered.
    staff: createStaffService(db),
    audit: createAuditService(db),
    listViews: createListViewsService(db),
    columnSettings: createColumnSettingsService(db),
  };
}

/** Every call of the platform, registered explicitly. */
export async function platformRoutes(app: FastifyInstance) {
  for (const routes of [
    authRoutes,
    loginOptionsRoutes,
    projectsRoutes,
    registrationRoutes,
    settingsRoutes,
    menusRoutes,
    tenantsRoutes,
    uploadsRoutes,
    attachmentsRoutes,
    orgRoutes,
    departmentsRoutes,
    staffRoutes,
    rolesRoutes,
    passwordRoutes,
    bootRoutes,
    auditRoutes,
    viewsRoutes,
    onlineSessionsRoutes,
    profileRoutes,
  ]) {
    await app.register(routes);
  }
}
