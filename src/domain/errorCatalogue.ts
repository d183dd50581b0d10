/**
 * The error catalogue (docs/requirements.md §8): the user-visible texts of failures and the server
 * codes, one definition for the server that answers with them and the client that shows them.
 */

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

/** Texts of the client's own failure cases and notices. */
export const HTTP_MESSAGES = {
  offline: '没有互联网连接',
  noResponse: '无法连接到服务器，请联系账号管理员',
  // The client gave up after 30 s: the catalogue's timeout text (the 504 row), not "no response".
  timeout: '服务器超时',
  fallback: '请求失败，请稍后再试',
  success: '操作成功',
  errorTitle: '请求错误',
} as const;

/** Messages chosen by HTTP status; these statuses always show this text, whatever the server says. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: '登录信息已过期，请重新登录',
  403: '权限不足',
  404: '请求的资源不存在',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务器维护中',
  504: '服务器超时',
};

/**
 * Messages chosen by server code, used when the server sent no message of its own; for a 401 the
 * code of a session ended by a login elsewhere ({@link SESSION_END_CODES}) beats the status's text.
 */
export const SERVER_CODE_MESSAGES: Readonly<Record<number, string>> = {
  [ServerCode.OPERATION_FAILED]: '操作失败，请检查数据',
  [ServerCode.USER_EXISTS]: '用户已存在',
  [ServerCode.USER_NOT_FOUND]: '用户不存在',
  [ServerCode.WRONG_PASSWORD]: '密码错误',
  [ServerCode.LOGIN_EXPIRED]: '登录已过期，请重新登录',
  [ServerCode.LOGGED_IN_ELSEWHERE]: '账号已在其他地方登录，请重新登录',
  [ServerCode.LOGIN_CHALLENGE_REQUIRED]: '请输入验证码',
  [ServerCode.PASSWORD_CHANGE_REQUIRED]: '请先修改密码',
  [ServerCode.CUSTOMER_NAME_TAKEN]: '已有同名客户，请选择关联已有客户或新建客户',
};

/** Status texts for every status docs/requirements.md §8 lists (454: the session could not be refreshed). */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  200: '服务器成功返回请求的数据',
  201: '新建或修改数据成功',
  202: '请求已进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
  401: '用户没有权限（令牌、用户名、密码错误）',
  403: '用户得到授权，但是访问是被禁止的',
  404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除，且不会再得到',
  422: '创建对象时发生验证错误',
  454: '会话刷新失败，请重新登录',
  500: '服务器发生错误，请检查服务器',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

/**
 * 401 codes whose own text replaces 登录信息已过期: a session ended by a login elsewhere did not
 * expire, and the user should know someone else signed in with the account.
 */
export const SESSION_END_CODES: ReadonlySet<number> = new Set([ServerCode.LOGGED_IN_ELSEWHERE]);
