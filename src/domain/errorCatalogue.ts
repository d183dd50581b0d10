/**
 * The error catalogue (docs/requirements.md §8): the user-visible texts of failures and the server
 * codes, one definition for the server that answers with them and the client that shows them.
 */
import { t } from '../i18n/messages/zh-CN/domainErrors';
import { shownTexts } from './shownTexts';

/** Server codes of the envelope (besides HTTP statuses). */
export const ServerCode = {
  OPERATION_FAILED: 10100,
  USER_EXISTS: 10201,
  USER_NOT_FOUND: 10202,
  WRONG_PASSWORD: 10203,
  LOGIN_EXPIRED: 10204,
  LOGGED_IN_ELSEWHERE: 10205,
  /** Repeated failed logins: the next login needs a solved image check (验证码), status 428. */
  LOGIN_CHALLENGE_REQUIRED: 10206,
  /** An admin reset the password: the session may only set a new one (or log out) until it does, status 428. */
  PASSWORD_CHANGE_REQUIRED: 10207,
  /**
   * Converting a lead (转为客户, 生成订单) found customers of the same name but another contact, status
   * 409: `data.candidates` lists them, and the client asks 关联已有客户 or 新建客户.
   */
  CUSTOMER_NAME_TAKEN: 10101,
} as const;

/** Texts of the client's own failure cases and notices (each read in the shown language when read). */
export const HTTP_MESSAGES = shownTexts(
  {
    offline: 'offline',
    noResponse: 'noResponse',
    // The client gave up after 30 s: the catalogue's timeout text (the 504 row), not "no response".
    timeout: 'timeout',
    fallback: 'fallback',
    success: 'success',
    errorTitle: 'errorTitle',
  },
  t,
);

/** Messages chosen by HTTP status; these statuses always show this text, whatever the server says. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = shownTexts(
  {
    401: 'status401',
    403: 'status403',
    404: 'status404',
    500: 'status500',
    502: 'status502',
    503: 'status503',
    504: 'status504',
  },
  t,
);

/**
 * Messages chosen by server code, used when the server sent no message of its own; for a 401 the
 * code of a session ended by a login elsewhere ({@link SESSION_END_CODES}) beats the status's text.
 */
export const SERVER_CODE_MESSAGES: Readonly<Record<number, string>> = shownTexts(
  {
    [ServerCode.OPERATION_FAILED]: 'operationFailed',
    [ServerCode.USER_EXISTS]: 'userExists',
    [ServerCode.USER_NOT_FOUND]: 'userNotFound',
    [ServerCode.WRONG_PASSWORD]: 'wrongPassword',
    [ServerCode.LOGIN_EXPIRED]: 'loginExpired',
    [ServerCode.LOGGED_IN_ELSEWHERE]: 'loggedInElsewhere',
    [ServerCode.LOGIN_CHALLENGE_REQUIRED]: 'loginChallengeRequired',
    [ServerCode.PASSWORD_CHANGE_REQUIRED]: 'passwordChangeRequired',
    [ServerCode.CUSTOMER_NAME_TAKEN]: 'customerNameTaken',
  },
  t,
);

/** Status texts for every status docs/requirements.md §8 lists (454: the session could not be refreshed). */
export const STATUS_TEXTS: Readonly<Record<number, string>> = shownTexts(
  {
    200: 'text200',
    201: 'text201',
    202: 'text202',
    204: 'text204',
    400: 'text400',
    401: 'text401',
    403: 'text403',
    404: 'text404',
    406: 'text406',
    410: 'text410',
    422: 'text422',
    454: 'text454',
    500: 'text500',
    502: 'text502',
    503: 'text503',
    504: 'text504',
  },
  t,
);

/**
 * 401 codes whose own text replaces 登录信息已过期: a session ended by a login elsewhere did not
 * expire, and the user should know someone else signed in with the account.
 */
export const SESSION_END_CODES: ReadonlySet<number> = new Set([ServerCode.LOGGED_IN_ELSEWHERE]);
