// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps, type RequestOptions } from './create-http-client.ts';
import { HttpError } from './http-error.ts';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handler = (_req, res) => json(res, 200, { data: { ok: true } });
});

function client(overrides: Partial<HttpClientDeps> = {}) {
  const onError = vi.fn<(error: HttpError, options: RequestOptions) => void>();
  const http = createHttpClient({
    baseUrl,
    getToken: () => 'stored-token',
    getLanguage: () => 'fr',
    onError,
    ...overrides,
  });
  return { http, onError };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient: requests', () => {
  it('sends JSON with the bearer token and the UI language', async () => {
    const { http } = client();
    const result = await http.post<{ data: { ok: boolean } }>(
      '/orders',
      { a: 1 },
      { query: { page: 2, q: '' } },
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/v1/orders?page=2');
    expect(seen.headers.authorization).toBe('Bearer stored-token');
    expect(seen.headers['accept-language']).toBe('fr');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['public-request']).toBeUndefined();
    expect(JSON.parse(seen.body)).toEqual({ a: 1 });
  });

  it('marks public calls and sends no stored token with them', async () => {
    const { http } = client();
    await http.post('/auth/login', { email: 'a@b.c', password: 'x' }, { public: true });
    expect(seen.headers['public-request']).toBe('true');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it("sends a link's own token when given one", async () => {
    const { http } = client({ getToken: () => null });
    await http.post('/auth/reset-password', { password: 'x' }, { public: true, token: 'link-token' });
    expect(seen.headers.authorization).toBe('Bearer link-token');
  });

  it('sends no Authorization header without a token', async () => {
    const { http } = client({ getToken: () => null });
    await http.get('/auth/me');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('answers undefined for 204', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const { http } = client();
    await expect(http.post('/auth/logout')).resolves.toBeUndefined();
  });
});

describe('createHttpClient: errors', () => {
  it('turns an error body into an HttpError and reports it', async () => {
    handler = (_req, res) =>
      json(res, 422, {
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'Vérifiez les champs signalés',
        details: [{ path: 'email', message: 'E-mail invalide' }],
      });
    const { http, onError } = client();
    const error = await failure(http.post('/users', {}));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Vérifiez les champs signalés',
      details: [{ path: 'email', message: 'E-mail invalide' }],
    });
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ method: 'POST' }));
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'unauthenticated'],
    [401, 'INVALID_CREDENTIALS', 'unauthenticated'],
    [403, 'FORBIDDEN', 'forbidden'],
    [403, 'COMPANY_NOT_ACTIVE', 'company-not-active'],
    [404, 'NOT_FOUND', 'not-found'],
    [409, 'VERSION_CONFLICT', 'conflict'],
    [412, 'EMAIL_NOT_VERIFIED', 'email-not-verified'],
    [429, 'RATE_LIMITED', 'rate-limited'],
    [500, 'INTERNAL', 'server'],
    [503, 'SERVICE_UNAVAILABLE', 'unavailable'],
    [503, 'DATABASE_UNAVAILABLE', 'unavailable'],
    [508, 'INTERNAL', 'timeout'],
  ])('classifies %i %s as %s', async (status, code, kind) => {
    handler = (_req, res) => json(res, status, { statusCode: status, code, message: 'm' });
    const { http } = client();
    expect((await failure(http.get('/x'))).kind).toBe(kind);
  });

  it('reads Retry-After in seconds', async () => {
    handler = (_req, res) =>
      json(res, 429, { statusCode: 429, code: 'RATE_LIMITED', message: 'wait' }, { 'Retry-After': '42' });
    const { http } = client();
    expect((await failure(http.post('/auth/login', {}, { public: true }))).retryAfterSeconds).toBe(42);
  });

  it('copes with an error answer that is not our JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const { http } = client();
    const error = await failure(http.get('/x'));
    expect(error).toMatchObject({ kind: 'server', status: 502, code: 'HTTP_502' });
  });

  it('gives up after the timeout and says so', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, {}), 500);
    };
    const { http, onError } = client();
    const error = await failure(http.get('/slow', { timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('reports a server that cannot be reached as a network failure', async () => {
    const { http } = client({ baseUrl: 'http://127.0.0.1:1/api/v1' });
    const error = await failure(http.get('/x'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it("passes the caller's own abort through without reporting it", async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, {}), 500);
    };
    const { http, onError } = client();
    const controller = new AbortController();
    const pending = http.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect(pending).rejects.not.toBeInstanceOf(HttpError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps quiet calls quiet', async () => {
    handler = (_req, res) => json(res, 401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'm' });
    const { http, onError } = client();
    await failure(http.post('/auth/logout', undefined, { quiet: true }));
    expect(onError).not.toHaveBeenCalled();
  });
});
