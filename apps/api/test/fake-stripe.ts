import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every request received: method, path, idempotency key, form fields. */
  requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[];
  /** The next create answers this Stripe error instead (one shot). */
  failNextCreate(status: number, message: string): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server speaking the part of Stripe's API the app uses (`/v1/payment_intents`), with
 * Stripe's idempotency: a repeated Idempotency-Key answers the first intent again.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];
  let failure: { status: number; message: string } | undefined;
  let counter = 0;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const form = new URLSearchParams(body);
    const path = (request.url ?? '').split('?')[0]!;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? '', path, idempotencyKey, form });
    if (request.headers.authorization !== 'Bearer sk_test_fake') {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      if (failure) {
        const { status, message } = failure;
        failure = undefined;
        return json(response, status, { error: { type: 'invalid_request_error', message } });
      }
      const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (existing) return json(response, 200, existing);
      const id = `pi_fake_${++counter}_${Date.now()}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        description: form.get('description'),
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      return json(response, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent)
        return json(response, 404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      return json(response, 200, intent);
    }
    return json(response, 404, { error: { type: 'invalid_request_error', message: `Unknown ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    failNextCreate(status, message) {
      failure = { status, message };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
