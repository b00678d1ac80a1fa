// Money figures for BENCHMARKS.md: how long a sandbox donation takes from "Pay" to available
// (the signed webhook through the job queue), and the public fundraiser page under load.
import autocannon from 'autocannon';
import { call, median, signUp } from './bench-client';

const DONATIONS = 20;

export async function moneyFigures(base: string) {
  const participant = await signUp(base, 'participant', 'money');
  const { cookie, id: participantId } = participant;

  const latencies: number[] = [];
  for (let i = 0; i < DONATIONS; i++) {
    const { json } = await call(base, '/api/transaction', {
      method: 'POST',
      body: JSON.stringify({
        participantId,
        amountCents: 2_500,
        donorName: `Donor ${i}`,
        donorEmail: `donor-${i}-${Date.now()}@example.com`,
        redirectUrl: `${base}/supporter/support/${participantId}`,
      }),
    });
    const checkoutId = String(json['checkoutUrl']).split('/').pop();
    const t0 = performance.now();
    await call(base, `/api/sandbox/checkout/${checkoutId}`, {
      method: 'POST',
      body: JSON.stringify({ action: 'pay' }),
    });
    for (;;) {
      const balance = await call(base, '/api/participant/balance', { cookie });
      if ((balance.json['availableCents'] as number) >= (i + 1) * 2_125) break;
      if (performance.now() - t0 > 30_000) throw new Error('donation not confirmed in 30 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    latencies.push(performance.now() - t0);
  }
  const page = await autocannon({
    url: `${base}/api/participant/${participantId}/public`,
    connections: 20,
    duration: 10,
  });
  return {
    participantId,
    donations: DONATIONS,
    medianMs: median(latencies),
    maxMs: Math.max(...latencies),
    page: { rps: page.requests.average, p99: page.latency.p99, errors: page.errors },
  };
}
