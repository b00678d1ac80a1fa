// The figures one process counts for Prometheus (record 0074): HTTP answers by route
// pattern, its database pool, memory and event-loop delay, the money sweeper's repairs. One
// registry per app, so two apps in one test process never mix; under node:cluster the primary
// sums every worker's registry into one scrape (platform/cluster-metrics.ts). Figures read from
// the database (money, jobs, tests) are not here: they are read once per scrape, not per process.
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetricsText, offerWorkerMetrics } from './cluster-metrics';

/** An API request (or a write) no route matched is counted under this pattern. */
export const UNMATCHED_ROUTE = 'unmatched';
/** A page of the web app (served by the not-found handler: index.html, prerendered pages). */
export const WEB_PAGE_ROUTE = 'page';

/** Seconds: from a cache hit to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'quitpot_http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'quitpot_http_errors_total',
    help: 'HTTP answers with a server error (5xx) by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'quitpot_http_request_duration_seconds',
    help: 'Time from the request to the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly repairs = new Counter({
    name: 'quitpot_money_sweeper_repairs_total',
    help: 'Repairs the money sweeper made: courses refunded, donations and refunds moved',
    labelNames: ['repair'] as const,
    registers: [this.registry],
  });

  constructor(pool: pg.Pool | undefined) {
    // process_* (memory, CPU) and nodejs_* (heap, event-loop delay) of this process.
    collectDefaultMetrics({ register: this.registry });
    if (pool) this.watchPool(pool);
    // A cluster worker answers the primary's request for its figures (prom-client's protocol).
    if (cluster.isWorker) offerWorkerMetrics(this.registry);
    // A repair kind that never happened still shows, at zero.
    for (const repair of ['coursesRefunded', 'donationsMoved', 'refundsMoved']) {
      this.repairs.inc({ repair }, 0);
    }
  }

  private watchPool(pool: pg.Pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('quitpot_db_pool_connections', 'Open connections of the database pool', () => {
      return pool.totalCount;
    });
    gauge('quitpot_db_pool_idle_connections', 'Idle connections of the database pool', () => {
      return pool.idleCount;
    });
    gauge('quitpot_db_pool_waiting_requests', 'Queries waiting for a free connection', () => {
      return pool.waitingCount;
    });
    gauge('quitpot_db_pool_max_connections', 'Most connections the pool opens', () => {
      return pool.options.max ?? 10;
    });
  }

  /** Counts one answer under its route pattern (`/api/participant/:id`), never the raw URL. */
  recordRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    if (status >= 500) this.errors.inc(labels);
    this.latency.observe({ method, route }, seconds);
  }

  /** What one sweep repaired (modules/money/sweeper.ts). */
  sweeperRepaired(report: Record<string, number>): void {
    for (const [repair, count] of Object.entries(report)) {
      if (count > 0) this.repairs.inc({ repair }, count);
    }
  }

  /** This process's figures, or under node:cluster every worker's summed by the primary. */
  async processText(): Promise<string> {
    return cluster.isWorker ? clusterMetricsText() : this.registry.metrics();
  }
}

/** The pg pool behind a drizzle handle (drizzle keeps it as `$client`), if it has one. */
export function poolOf(db: object): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client && typeof client === 'object' && 'totalCount' in client
    ? (client as pg.Pool)
    : undefined;
}

/** The route's pattern; never the raw path, which holds ids. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  const api = pathname === '/api' || pathname.startsWith('/api/');
  const read = request.method === 'GET' || request.method === 'HEAD';
  return !api && read ? WEB_PAGE_ROUTE : UNMATCHED_ROUTE;
}

/** Times every answer of the app under its route pattern. */
export function measureRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
