// One scrape holds every worker's figures (record 0074). Under node:cluster a scrape
// reaches one worker; that worker asks the primary, which collects every worker's registry
// through prom-client's AggregatorRegistry (counters and histograms summed) and answers it.
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'quitpot:metrics-request';
const ANSWER = 'quitpot:metrics-answer';
/** Longer than prom-client's own wait for the workers (5 s), so its error reaches the scrape. */
const WAIT_MS = 8_000;

type Request = { type: typeof REQUEST; id: string };
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

const isRequest = (message: unknown): message is Request =>
  typeof message === 'object' && message !== null && (message as Request).type === REQUEST;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER;

/** In the primary: answers the workers' requests with the summed figures of all workers. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isRequest(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: answers the primary's requests with this registry's figures. */
export function offerWorkerMetrics(registry: Registry): void {
  // prom-client's worker side listens once an AggregatorRegistry exists in the process.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: every worker's figures, summed by the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      done();
      if (message.text === undefined) reject(new Error(message.error ?? 'no metrics'));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary process did not answer with the metrics'));
    }, WAIT_MS);
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id } satisfies Request);
  });
}
