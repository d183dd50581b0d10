import type { ResultStatus } from './ResultPage';

/** The HTTP status an error carries (the client's ApiError and refine's HttpError: `statusCode`). */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/**
 * Which result page a screen whose data could not be read shows: the server's 403 the 403 page
 * (docs/requirements.md §6: a 403 means insufficient permission), 404 the not-found page, anything else
 * (500, timeout, no response) the 500 page with a retry.
 */
export function failureStatus(error: unknown): ResultStatus {
  const status = errorStatus(error);
  return status === 403 || status === 404 ? status : 500;
}
