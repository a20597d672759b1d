import { api } from '@/lib/api-client';

/**
 * POST auth/logout with the session's own token: the server ends that session, so the token stops
 * working everywhere (decision 032). Sent after the local copy is gone; its answer changes nothing.
 */
export const logout = (token: string) => api.post<void>('/auth/logout', undefined, { token });
