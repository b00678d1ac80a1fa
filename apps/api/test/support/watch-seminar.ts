// Watching a seminar as the web player reports it (record 0071): a report where playback starts,
// then one every PROGRESS_REPORT_SECONDS of the app's clock, moved on by the test, until `until`
// seconds. One report at 90 % no longer marks a seminar watched; tests that need a watched
// seminar watch it this way.
import type { FastifyInstance } from 'fastify';
import { PROGRESS_REPORT_SECONDS } from '@quit/domain/watch-time';

type MovableClock = { advance: (ms: number) => void };

export async function watchSeminar(
  app: FastifyInstance,
  clock: MovableClock,
  {
    cookie,
    seminarId,
    from = 0,
    until,
  }: {
    cookie: string;
    seminarId: string;
    from?: number;
    until: number;
  },
) {
  const report = (positionSeconds: number) =>
    app.inject({
      method: 'POST',
      url: `/api/resource/${seminarId}/progress`,
      headers: { cookie },
      payload: { positionSeconds },
    });
  let last = await report(from);
  for (let position = from; position < until;) {
    const step = Math.min(PROGRESS_REPORT_SECONDS, until - position);
    clock.advance(step * 1000);
    position += step;
    last = await report(position);
    if (last.statusCode !== 200) break;
  }
  return last;
}
