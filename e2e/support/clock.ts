// The sandbox calendar, moved by an operator through the app's own admin endpoint (the same
// one the console uses). Journeys that move it run in the time-travel project, one at a time.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './donations';

export type OperatorClock = {
  /** The product's time now. */
  now(): Promise<Date>;
  advance(move: { days?: number; hours?: number; seconds?: number }): Promise<Date>;
  reset(): Promise<void>;
};

export function operatorClock(operator: APIRequestContext): OperatorClock {
  const post = async (data: object) => {
    const moved = await operator.post('/api/admin/clock', { data });
    expect(moved.status(), await moved.text()).toBe(200);
    return new Date(((await moved.json()) as { now: string }).now);
  };
  return {
    async now() {
      const shown = await operator.get('/api/admin/clock');
      expect(shown.status(), await shown.text()).toBe(200);
      return new Date(((await shown.json()) as { now: string }).now);
    },
    advance: ({ days = 0, hours = 0, seconds = 0 }) =>
      post({ advanceDays: days, advanceHours: hours, advanceSeconds: seconds }),
    reset: async () => {
      await post({ reset: true });
    },
  };
}

/** The hour of the day (0–23) of an instant in Berlin, the participants' time zone here. */
export function berlinHour(instant: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  );
}
