import { ServerCode } from '../../../src/domain/errorCatalogue';

/**
 * A domain error: services throw these, the one error handler turns them into the envelope.
 * `code` is a server code when one applies, else the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: input that fails validation; the message names the field in Chinese. */
export const badRequest = (message: string, data: unknown = null) => new AppError(400, message, 400, data);
/** 400 with code 10100: a business rule refused the operation (forbidden transition, category in use…). */
export const operationFailed = (message: string) => new AppError(400, message, ServerCode.OPERATION_FAILED);
export const unauthorized = (message = '登录信息已过期，请重新登录', code: number = ServerCode.LOGIN_EXPIRED) =>
  new AppError(401, message, code);
export const forbidden = (message = '权限不足') => new AppError(403, message, 403);
export const notFound = (message = '请求的资源不存在') => new AppError(404, message, 404);
export const conflict = (message: string, code = 409) => new AppError(409, message, code);
export const tooManyRequests = (message: string) => new AppError(429, message, 429);
