// The public fundraiser at scale (issue 15): the gift list paged newest first, every gift
// exactly once while new gifts arrive; the cached answer follows a confirmed gift within its
// bound; ETag/304; a shared cache lifetime on this answer only; never a private field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GIFTS_PAGE_SIZE } from '@quit/contracts/money';
import {
  PUBLIC_CACHE_MS,
  PublicFundraiserCache,
} from '../../../src/modules/money/public-fundraiser';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import { seedConfirmedGifts } from '../../support/seed-gifts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { untilPast } from '../../support/until-past';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

type Gift = { name: string | null; amountCents: number; message: string | null; createdAt: string };

const publicPage = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/participant/${id}/public`, headers });
const giftsAfter = (id: string, cursor: string) =>
  t.app.inject({ url: `/api/participant/${id}/gifts?cursor=${encodeURIComponent(cursor)}` });

describe('gift list pages', () => {
  it('returns every gift exactly once, newest first, while new gifts arrive', async () => {
    const p = await newParticipant(t.app);
    const before = 2 * PUBLIC_GIFTS_PAGE_SIZE + 5;
    for (let i = 0; i < before; i++) {
      await donate(t.app, p.id, { amountCents: 1_000 + i, message: `before ${i}` });
    }
    const first = (await publicPage(p.id)).json<{ gifts: Gift[]; nextCursor: string | null }>();
    expect(first.gifts).toHaveLength(PUBLIC_GIFTS_PAGE_SIZE);
    const seen: Gift[] = [...first.gifts];
    let cursor = first.nextCursor;
    let arriving = 0;
    while (cursor) {
      // A new gift between every two pages: it is newer, so it never shifts the pages after.
      await donate(t.app, p.id, { amountCents: 5_000, message: `during ${arriving++}` });
      const res = await giftsAfter(p.id, cursor);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ gifts: Gift[]; nextCursor: string | null }>();
      seen.push(...page.gifts);
      cursor = page.nextCursor;
    }
    expect(arriving).toBe(2);
    const messages = seen.map((g) => g.message);
    expect(messages).toEqual(Array.from({ length: before }, (_, i) => `before ${before - 1 - i}`));
    const times = seen.map((g) => g.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a malformed cursor and changes nothing', async () => {
    const p = await newParticipant(t.app);
    const res = await giftsAfter(p.id, 'not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_DATA');
  });
});

describe('cached public answer', () => {
  it('shows a confirmed gift at once in this process, and answers 304 to a matching ETag', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 2_000 });
    const first = await publicPage(p.id);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, must-revalidate');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await publicPage(p.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await donate(t.app, p.id, { amountCents: 3_000 });
    const after = await publicPage(p.id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(etag);
    expect(after.json()).toMatchObject({ supporterCount: 2, givenCents: 5_000 });
    expect(after.json().gifts).toHaveLength(2);
  });

  it('keeps an entry no longer than its bound (the staleness bound across processes)', () => {
    let now = 1_000_000;
    const cache = new PublicFundraiserCache(() => now);
    const body = { id: 'x' } as never;
    cache.set('participant', 'course', body, now);
    expect(cache.get('participant')?.body).toBe(body);
    now += PUBLIC_CACHE_MS - 1;
    expect(cache.get('participant')).toBeDefined();
    now += 1;
    expect(cache.get('participant')).toBeUndefined();
    cache.close();
    expect(PUBLIC_CACHE_MS).toBeLessThanOrEqual(5_000);
  });

  it('follows a gift confirmed by another process within its bound, without its private fields', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 2_000 });
    const cached = await publicPage(p.id);
    expect(cached.json()).toMatchObject({ supporterCount: 1, givenCents: 2_000 });
    // Another process confirms a gift: its rows reach the database, but no signal reaches this
    // process's cache (written here straight to the tables, as that process's transaction would).
    const email = `elsewhere-${Date.now()}@example.com`;
    const course = await t.database.db.execute<{ id: string }>(
      sql`select id from courses where participant_id = ${p.id}`,
    );
    expect(course.rows).toHaveLength(1);
    await seedConfirmedGifts(t.database.db, {
      courseId: course.rows[0]!.id,
      count: 1,
      amountCents: 3_000,
      feeCents: 240,
      kind: 'donation_confirmed',
      donorName: sql`${'Elsewhere Donor'}`,
      donorEmail: sql`${email}`,
    });
    const confirmedAt = Date.now();
    // The kept page was read before `confirmedAt`: once PUBLIC_CACHE_MS has passed since, the
    // next read is fresh. The wait is for that moment, not a guess at a loaded machine's speed.
    await untilPast(confirmedAt + PUBLIC_CACHE_MS);
    const answer = await publicPage(p.id);
    expect(answer.json()).toMatchObject({ supporterCount: 2, givenCents: 5_000 });
    expect(answer.body).toContain('Elsewhere Donor');
    expect(answer.body).not.toContain(email);
    expect(answer.body).not.toMatch(/donorEmail|supporterId|paymentId|checkoutId/);
  });

  it('never carries a private field, and only this answer may be kept by shared caches', async () => {
    const p = await newParticipant(t.app);
    const email = 'private-donor@example.com';
    await donate(t.app, p.id, { donorEmail: email, donorName: 'Hidden Name', anonymous: true });
    await donate(t.app, p.id, { donorName: 'Shown Name' });
    for (let i = 0; i < 2; i++) {
      // Computed, then from the cache.
      const res = await publicPage(p.id);
      expect(res.body).not.toContain(email);
      expect(res.body).not.toContain('Hidden Name');
      expect(res.body).toContain('Shown Name');
      expect(res.body).not.toMatch(/donorEmail|supporterId|paymentId|checkoutId/);
    }
    const own = await t.app.inject({
      url: '/api/participant/balance',
      headers: { cookie: p.cookie },
    });
    expect(own.headers['cache-control']).toBe('no-store');
  });
});
