import type { Db } from '../db/client.js';
import type { AppConfig } from '../config.js';
import { createSessionsService } from './sessions.service.js';
import { createAuthService } from './auth.service.js';
import { createProjectsService } from './projects.service.js';
import { createLoginLimiter } from './login-limiter.service.js';
import { createCaptchaService, logSmsSender, type SmsSender } from './captcha.service.js';
import { createTenantsService } from './tenants.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSettingsService } from './settings.service.js';
import { createMenusService } from './menus.service.js';
import { createCatalogServices } from './catalog.service.js';
import { createOrgService } from './org.service.js';
import { createSalesServices } from './orders/index.js';

/** What the app plugs into the services besides db and config (tests pass their own). */
export interface ServiceDeps {
  /** Delivers SMS codes; buildApp defaults to one writing to the server log. */
  smsSender?: SmsSender;
  /** Clock in ms for sessions, captcha and login throttling; tests move time with it. */
  now?: () => number;
}

/**
 * Every service of the server, built once per app. Each area adds one line here;
 * routes reach services through `app.services`.
 */
export function createServices(db: Db, config: AppConfig, deps: ServiceDeps = {}) {
  const sessions = createSessionsService(db, { ttlMinutes: config.sessionTtlMinutes, rotateMinutes: config.tokenRotateMinutes, now: deps.now });
  const now = deps.now ?? Date.now;
  const loginLimiter = createLoginLimiter(db, {
    maxFailuresPerAccount: config.loginMaxFailures,
    maxFailuresPerIp: config.loginMaxFailuresPerIp,
    lockMinutes: config.loginLockMinutes,
    now,
  });
  const captcha = createCaptchaService(db, deps.smsSender ?? logSmsSender({ info: (obj, msg) => console.info(msg, obj) }), now);
  const tenants = createTenantsService(db, sessions);
  const catalog = createCatalogServices(db);
  return {
    sessions,
    auth: createAuthService(db, sessions, loginLimiter),
    loginLimiter,
    captcha,
    tenants,
    registration: createRegistrationService(db, { captcha, tenants, sessions }),
    settings: createSettingsService(db),
    menus: createMenusService(db),
    org: createOrgService(db, sessions),
    projects: createProjectsService(db, sessions.forgetUser),
    ...catalog,
    sales: createSalesServices(db, catalog.catalogLookup, catalog.resources),
  };
}

export type Services = ReturnType<typeof createServices>;
