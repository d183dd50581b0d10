/**
 * The parts of autocannon's API `npm run bench:load` uses beyond those of autocannon.d.ts: requests
 * built anew for every call, and the reply each one got. (That file's `Options` is local to its module
 * declaration and cannot be extended from here, so these are whole types of their own.)
 */
declare module 'autocannon' {
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Request {
    /** Called before each request of a connection; what it returns is sent. */
    setupRequest?: (req: RequestSpec, context: Record<string, any>) => RequestSpec;
    /** Called with each reply, just before the instance's 'response' event for it. */
    onResponse?: (status: number, body: string, context: Record<string, any>) => void;
  }
  export interface RequestsOptions {
    url: string;
    connections: number;
    duration: number;
    /** Seconds a reply may take before the connection is dropped and counted as an error. */
    timeout: number;
    requests: Request[];
  }
  export interface RequestsInstance extends PromiseLike<{ errors: number; timeouts: number }> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
}
