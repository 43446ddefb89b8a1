import { releaseHealthApi, type HealthFigures } from '@console/host-shell/contract';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { BACKEND_PORT } from '../layout';

/**
 * Reads the figures from the backend as an admin (`releaseHealthApi.figures`), logging in again when
 * the session ends. The account: CONSOLE_WATCH_USERNAME / CONSOLE_WATCH_PASSWORD, else the seeded admin
 * of the local console; the backend: CONSOLE_API_URL, else the local backend's port.
 */
export function backendFigures(env: NodeJS.ProcessEnv = process.env, fetcher: typeof fetch = fetch): (windowMinutes: number) => Promise<HealthFigures[]> {
  const base = (env.CONSOLE_API_URL ?? `http://127.0.0.1:${BACKEND_PORT}`).replace(/\/+$/, '');
  const username = env.CONSOLE_WATCH_USERNAME ?? SEEDED_ACCOUNTS.admin.username;
  const password = env.CONSOLE_WATCH_PASSWORD ?? SEEDED_PASSWORD;
  let token: string | null = null;
  const login = async () => {
    const response = await fetcher(`${base}/api/login/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as { code: number; message: string; data?: { token: string } };
    if (body.code !== 200 || !body.data) throw new Error(`观察者登录失败：${body.message}`);
    return body.data.token;
  };
  return async (windowMinutes) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      token ??= await login();
      const response = await fetcher(`${base}${releaseHealthApi.figures.path}?windowMinutes=${windowMinutes}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status === 401) {
        token = null;
        continue;
      }
      const body = (await response.json()) as { code: number; message: string; data: HealthFigures[] };
      if (body.code !== 200) throw new Error(`读取健康数据失败：${body.message}`);
      return body.data;
    }
    throw new Error('读取健康数据失败：登录已失效');
  };
}
