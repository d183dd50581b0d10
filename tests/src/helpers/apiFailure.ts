import { expect } from 'vitest';
import { ApiError } from '../../../src/http/httpClient';

/** The ApiError a call through the HTTP client fails with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
