// A loopback stand-in for api.stripe.com: records what the adapter sends and answers with objects
// shaped like Stripe's, so the real stripe-node SDK runs end to end without the network.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  method: string;
  /** Without the query string, e.g. `/v1/refunds`. */
  path: string;
  /** Form-decoded with the SDK's bracket keys kept flat, e.g. `line_items[0][quantity]`. */
  query: Record<string, string>;
  body: Record<string, string>;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
};

export type StubAnswer = { status?: number; body: unknown };

/** `params` are the `:name` segments of the matched pattern. */
export type StubHandler = (req: StubRequest, params: Record<string, string>) => StubAnswer;

export type StripeStub = {
  url: string;
  requests: StubRequest[];
  /** Answers matching requests with `handler` from now on, ahead of earlier handlers. */
  respond(method: string, pattern: string, handler: StubHandler): void;
  /** The requests to `method` + `pattern`, oldest first. */
  find(method: string, pattern: string): StubRequest[];
  /** Forgets the recorded requests and every handler set by `respond`. */
  reset(): void;
  close(): Promise<void>;
};

/** The body Stripe sends with a 4xx/5xx. */
export function stripeError(
  status: number,
  type: string,
  message: string,
  code?: string,
): StubAnswer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

// Canned objects, trimmed to the fields the adapter reads plus `id` / `object`.
export const objects = {
  checkoutSession: (over: Record<string, unknown> = {}) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.test/c/pay/cs_test_1',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 2500,
    currency: 'eur',
    client_reference_id: 'don_1',
    metadata: { donationId: 'don_1' },
    payment_intent: null,
    ...over,
  }),
  paymentIntent: (status: string, over: Record<string, unknown> = {}) => ({
    id: 'pi_test_1',
    object: 'payment_intent',
    status,
    amount: 2500,
    currency: 'eur',
    ...over,
  }),
  refund: (status: string, over: Record<string, unknown> = {}) => ({
    id: 're_test_1',
    object: 'refund',
    status,
    amount: 2500,
    currency: 'eur',
    payment_intent: 'pi_test_1',
    ...over,
  }),
  account: (over: Record<string, unknown> = {}) => ({
    id: 'acct_test_1',
    object: 'account',
    type: 'express',
    payouts_enabled: false,
    charges_enabled: false,
    ...over,
  }),
  bankAccount: (over: Record<string, unknown> = {}) => ({
    id: 'ba_test_1',
    object: 'bank_account',
    account: 'acct_test_1',
    country: 'DE',
    currency: 'eur',
    last4: '3000',
    status: 'new',
    ...over,
  }),
  transfer: (over: Record<string, unknown> = {}) => ({
    id: 'tr_test_1',
    object: 'transfer',
    amount: 2500,
    currency: 'eur',
    destination: 'acct_test_1',
    ...over,
  }),
  payout: (status: string, over: Record<string, unknown> = {}) => ({
    id: 'po_test_1',
    object: 'payout',
    status,
    amount: 2500,
    currency: 'eur',
    ...over,
  }),
};

type Route = {
  method: string;
  pattern: string;
  match: RegExp;
  names: string[];
  handler: StubHandler;
};

function route(method: string, pattern: string, handler: StubHandler): Route {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return {
    method: method.toUpperCase(),
    pattern,
    match: new RegExp(`^${source}$`),
    names,
    handler,
  };
}

function defaultRoutes(): Route[] {
  return [
    route('POST', '/v1/checkout/sessions', () => ({ body: objects.checkoutSession() })),
    route('GET', '/v1/checkout/sessions/:id', (_r, p) => ({
      body: objects.checkoutSession({ id: p.id }),
    })),
    route('POST', '/v1/refunds', () => ({ body: objects.refund('succeeded') })),
    route('GET', '/v1/refunds/:id', (_r, p) => ({
      body: objects.refund('succeeded', { id: p.id }),
    })),
    route('POST', '/v1/accounts', () => ({ body: objects.account() })),
    route('GET', '/v1/accounts/:id', (_r, p) => ({ body: objects.account({ id: p.id }) })),
    route('POST', '/v1/account_links', (r) => ({
      body: {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${r.body.account}`,
        expires_at: 4102444800,
      },
    })),
    route('POST', '/v1/accounts/:id/external_accounts', (_r, p) => ({
      body: objects.bankAccount({ account: p.id }),
    })),
    route('GET', '/v1/accounts/:id/external_accounts', (r, p) => ({
      body: {
        object: 'list',
        url: r.path,
        has_more: false,
        data: [objects.bankAccount({ account: p.id, default_for_currency: true })],
      },
    })),
    route('DELETE', '/v1/accounts/:id/external_accounts/:ba', (_r, p) => ({
      body: { id: p.ba, object: 'bank_account', deleted: true },
    })),
    route('POST', '/v1/transfers', (r) => ({
      body: objects.transfer({ destination: r.body.destination }),
    })),
    route('POST', '/v1/payouts', () => ({ body: objects.payout('pending') })),
    route('GET', '/v1/payouts/:id', (_r, p) => ({ body: objects.payout('paid', { id: p.id }) })),
  ];
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  let routes = defaultRoutes();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const recorded: StubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        headers: req.headers,
        idempotencyKey: header(req.headers, 'idempotency-key'),
        stripeAccount: header(req.headers, 'stripe-account'),
      };
      requests.push(recorded);

      let answer = stripeError(404, 'invalid_request_error', `Unrecognized request URL`);
      for (const r of routes) {
        const m = r.method === recorded.method ? r.match.exec(recorded.path) : null;
        if (!m) continue;
        const params = Object.fromEntries(r.names.map((name, i) => [name, m[i + 1] ?? '']));
        answer = r.handler(recorded, params);
        break;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(method, pattern, handler) {
      routes.unshift(route(method, pattern, handler));
    },
    find(method, pattern) {
      const r = route(method, pattern, () => ({ body: null }));
      return requests.filter((q) => q.method === r.method && r.match.test(q.path));
    },
    reset() {
      requests.length = 0;
      routes = defaultRoutes();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}
