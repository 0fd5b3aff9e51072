import type { ErrorBody } from '@recolecta/shared/errors';
import { classifyError, parseRetryAfter } from './classify-error.ts';
import { HttpError } from './http-error.ts';

export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /**
   * A public call (login, registration, recovery, reset, new password): no stored token, the
   * `public-request` header, and its errors are shown in place by the caller instead of the session
   * rules (no sign-out on 401).
   */
  public?: boolean;
  /** Skip the side effects of docs/product.md §6 (sign-out calls its endpoint with a token that may be dead). */
  quiet?: boolean;
  /** A token to send instead of the stored one (the reset and invitation links carry their own). */
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface HttpClientDeps {
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Side effects of docs/product.md §6 for a failed request; runs before the error reaches the caller. */
  onError?: (error: HttpError, options: RequestOptions) => void;
  fetchImpl?: typeof fetch;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  del<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The error body of docs/product.md §6. Checked here rather than with `isErrorBody` of shared/errors.ts: that
 * module also holds every error message in five languages, which the login page must not download.
 */
function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).statusCode === 'number'
  );
}

function errorFromResponse(response: Response, body: unknown): HttpError {
  const known = isErrorBody(body) ? body : undefined;
  return new HttpError({
    kind: classifyError(response.status, known?.code),
    status: response.status,
    code: known?.code ?? `HTTP_${response.status}`,
    message: known?.message ?? (response.statusText || `HTTP ${response.status}`),
    details: known?.details,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

/** A fetch wrapper for `/api/v1`: JSON in and out, bearer token, Accept-Language, a 60 s timeout. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetchImpl ?? ((input, init) => fetch(input, init));

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    const token = options.token ?? (options.public ? null : deps.getToken());
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.public) headers['public-request'] = 'true';
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const forwardAbort = () => controller.abort();
    options.signal?.addEventListener('abort', forwardAbort);

    try {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(buildUrl(deps.baseUrl, path, options.query), {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
        });
        body = await readBody(response);
      } catch (cause) {
        // The caller's own abort (a query cancelled by navigation) is no failure to report.
        if (options.signal?.aborted && !timedOut) throw cause;
        throw new HttpError({
          kind: timedOut ? 'timeout' : 'network',
          status: 0,
          code: timedOut ? 'TIMEOUT' : 'NETWORK',
          message: timedOut ? 'Request timed out' : 'Network error',
          cause,
        });
      }
      if (!response.ok) throw errorFromResponse(response, body);
      return body as T;
    } catch (error) {
      if (error instanceof HttpError && !options.quiet) deps.onError?.(error, options);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    del: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
