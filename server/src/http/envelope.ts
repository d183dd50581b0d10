/** The response envelope of SPEC section 3, used by every reply. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  data: T;
  timestamp: number;
  path: string;
}

export function envelope<T>(path: string, data: T, opts: { success?: boolean; message?: string; code?: number } = {}): Envelope<T> {
  const success = opts.success ?? true;
  return {
    success,
    message: opts.message ?? (success ? '操作成功' : '请求失败，请稍后再试'),
    code: opts.code ?? 200,
    data,
    timestamp: Date.now(),
    path: path.split('?')[0],
  };
}

/** List payload shape of SPEC section 3. */
export interface ListResult<T> {
  rows: T[];
  total: number;
}
