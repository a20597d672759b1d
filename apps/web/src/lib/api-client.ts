import { IDEMPOTENCY_KEY_HEADER } from '@basisdesk/shared/common/idempotency-header';
import { readStorage, STORAGE_KEYS } from './storage';

const API_BASE = '/api';

/** A failed call: `message` is the server's `error` text, ready for a toast. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The server's field-level details (validation problems, the slots a block overlaps). */
    readonly details: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Told the token a refused call carried, so a session ends only for its own token. */
type UnauthorizedHandler = (sentToken: string) => void;
let handleUnauthorized: UnauthorizedHandler = () => {};

/** The session registers how a 401 ends it; the client itself knows nothing about sessions. */
export function onUnauthorized(handler: UnauthorizedHandler) {
  handleUnauthorized = handler;
}

type RequestOptions = {
  body?: unknown;
  /** A multipart body (a file upload): sent as is, the browser writes its content type. */
  formData?: FormData;
  signal?: AbortSignal;
  fallbackError?: string;
  /** The bearer token to send instead of the stored one: a call made for one particular session. */
  token?: string;
  /**
   * The person's action this call carries out (lib/action-keys.ts): a retry sends the same key,
   * and the server carries the action out once (decision 037).
   */
  idempotencyKey?: string;
};

/** Sends the call with the bearer token; a refusal is thrown as an ApiError with the server's words. */
async function send(
  method: string,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const token = options.token ?? readStorage(STORAGE_KEYS.authToken);
  const headers: Record<string, string> = { accept };
  // Spec §7: every call carries a JSON content type, bodiless ones too (the server reads an empty
  // JSON body as none). A multipart upload keeps the browser's own, which names its boundary.
  if (!options.formData) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  if (response.ok) return response;

  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401 && token) handleUnauthorized(token);
  const error = body as { error?: unknown; code?: unknown; details?: unknown } | null;
  const message =
    typeof error?.error === 'string' && error.error
      ? error.error
      : (options.fallbackError ?? response.statusText);
  const details = Array.isArray(error?.details) ? error.details.filter(isErrorDetail) : [];
  throw new ApiError(
    message,
    response.status,
    typeof error?.code === 'string' ? error.code : undefined,
    details,
  );
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

function isErrorDetail(value: unknown): value is { path: string; message: string } {
  const detail = value as { path?: unknown; message?: unknown } | null;
  return typeof detail?.path === 'string' && typeof detail.message === 'string';
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A multipart upload (a message's attachment). */
  postForm: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, formData }),
  /** A file (a receipt's PDF) fetched with the bearer token, for the browser to save. */
  getFile: async (path: string, options?: RequestOptions) =>
    (await send('GET', path, options ?? {}, '*/*')).blob(),
};

/** A 4xx: the server heard the call and refused it in words, so asking again the same way will not help. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The message of any thrown value, with the spec's fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
