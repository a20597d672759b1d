import { baseUrl } from '../browser';
import { DEMO, DEMO_PASSWORD } from './accounts';

/**
 * Calls to the server's API from the test process: arranging state (users, flags, SSO) that a
 * journey needs but is not about. What a journey is about goes through the browser.
 */
export async function apiCall<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface LoginAnswer {
  token: string;
  id: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}

/** POST /api/auth/login; throws with the server's answer when it refuses. */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const answer = await apiCall<LoginAnswer>('POST', '/auth/login', { body: { email, password } });
  if (answer.status !== 200)
    throw new Error(`Login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const adminToken = async () => (await apiLogin(DEMO.admin)).token;

async function expectOk<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** POST /api/Users as admin: an account of any role, verified at once. */
export async function createUserAsAdmin(user: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'Customer' | 'Consultant' | 'Admin';
}) {
  return expectOk(
    apiCall<{ id: string; email: string }>('POST', '/Users', { token: await adminToken(), body: user }),
    `Creating ${user.email}`,
  );
}

export interface SsoConfig {
  supabaseEnabled: boolean;
  googleEnabled: boolean;
  appleEnabled: boolean;
}

export async function setSsoConfig(config: SsoConfig) {
  return expectOk(apiCall('PUT', '/sso-config', { token: await adminToken(), body: config }), 'Saving SSO');
}

export const SSO_OFF: SsoConfig = { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };

export async function setSystemSetting(
  key: 'ConsultantRegistrationEnabled' | 'MessagingEnabled',
  value: 'true' | 'false',
) {
  return expectOk(
    apiCall('PUT', `/SystemSettings/${key}`, { token: await adminToken(), body: { value } }),
    `Setting ${key}`,
  );
}
