import { ServerCode, STATUS_MESSAGES } from '../../../src/domain/errorCatalogue';

/**
 * A message: a text, or a function saying it (`() => t('key', params)`), which the error handler calls
 * in the language the request asked for (http/reply-language.ts).
 */
export type Message = string | (() => string);

/** The text of `message`, in the language being said. */
export const saidText = (message: Message): string => (typeof message === 'function' ? message() : message);

/**
 * A domain error: services throw these, the one error handler turns them into the envelope.
 * `code` is a server code when one applies, else the HTTP status. `message` is the Chinese (the log's).
 */
export class AppError extends Error {
  /** The message said again, in the language being said. */
  readonly say: () => string;
  constructor(
    readonly status: number,
    message: Message,
    readonly code: number = status,
    readonly data: unknown = null,
  ) {
    super(saidText(message));
    this.say = typeof message === 'function' ? message : () => message;
    this.name = 'AppError';
  }
}

/** 400: input that fails validation; the message names the field. */
export const badRequest = (message: Message, data: unknown = null) => new AppError(400, message, 400, data);
/** 400 with code 10100: a business rule refused the operation (forbidden transition, category in use…). */
export const operationFailed = (message: Message) => new AppError(400, message, ServerCode.OPERATION_FAILED);
export const unauthorized = (message: Message = () => STATUS_MESSAGES[401], code: number = ServerCode.LOGIN_EXPIRED) =>
  new AppError(401, message, code);
export const forbidden = (message: Message = () => STATUS_MESSAGES[403]) => new AppError(403, message, 403);
export const notFound = (message: Message = () => STATUS_MESSAGES[404]) => new AppError(404, message, 404);
export const conflict = (message: Message, code = 409) => new AppError(409, message, code);
export const tooManyRequests = (message: Message) => new AppError(429, message, 429);
