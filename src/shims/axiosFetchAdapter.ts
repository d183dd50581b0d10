/**
 * Stands for axios's fetch adapter (`axios/lib/adapters/fetch.js`) in the browser build. The app's
 * one HTTP client sends with axios's `xhr` adapter (src/http/httpClient.ts); the fetch adapter,
 * with its stream and progress helpers, was about 4.5 KB gzip on /login and the first screen for
 * nothing. Asked for by name, it answers "not available" as on a platform without fetch.
 */
export const getFetch = (): false => false;
