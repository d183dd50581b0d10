import type { AuthProvider, DataProvider } from '@refinedev/core';

// The app's server, called as a minimal app would: fetch, a bearer token, the first project.
const API = '/ace-apis';
let project: Promise<string> | null = null;

async function call<T>(url: string, init: RequestInit = {}, projectId?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = localStorage.getItem('baselineToken');
  if (token) headers.authorization = `Bearer ${token}`;
  if (projectId) headers.projectid = projectId;
  const res = await fetch(`${API}${url}`, { ...init, headers });
  const body = (await res.json()) as { success: boolean; message: string; data: T };
  if (!body.success) throw new Error(body.message);
  return body.data;
}

const firstProject = () =>
  (project ??= call<{ value: { _id: string }[] }>('/setting/project/listByUser').then(({ value }) => value[0]._id));

export const authProvider: AuthProvider = {
  async login({ username, password }) {
    const { token } = await call<{ token: string }>('/login', { method: 'POST', body: JSON.stringify({ username, password }) });
    localStorage.setItem('baselineToken', token);
    return { success: true, redirectTo: '/' };
  },
  async logout() {
    localStorage.removeItem('baselineToken');
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    return localStorage.getItem('baselineToken') ? { authenticated: true } : { authenticated: false, redirectTo: '/login' };
  },
  async onError(error) {
    return { error };
  },
};

// One list is all the baseline shows: the other calls are not there.
const onlyAList = () => Promise.reject(new Error('基准应用只有一个列表'));

export const dataProvider: DataProvider = {
  getApiUrl: () => API,
  getOne: onlyAList,
  create: onlyAList,
  update: onlyAList,
  deleteOne: onlyAList,
  async getList({ resource, pagination }) {
    const params = new URLSearchParams({ pageNo: String(pagination?.currentPage ?? 1), pageSize: String(pagination?.pageSize ?? 10) });
    const data = await call<{ rows: never[]; total: number }>(`/business/${resource}/list?${params}`, {}, await firstProject());
    return { data: data.rows, total: data.total };
  },
};
