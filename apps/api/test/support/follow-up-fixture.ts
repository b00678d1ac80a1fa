// A participant whose course passed now (its transition says when) and who joined the follow-up
// tests, without the witnessed test's flow (course/follow-ups.test.ts walks that one), and gifts
// to their stay-quit bonus pot through the checkout.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { courses, courseTransitions, followUps } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import type { Clock } from '../../src/platform/clock';
import { someIp, uniqueEmail } from './accounts';
import { addBankAccount, donate, newParticipant, PUBLIC_URL, setCourseState } from './money';

export type JoinedFollowUp = {
  participantId: string;
  cookie: string;
  email: string;
  courseId: string;
  followUpId: string;
  closesAt: Date;
};

type Options = {
  /** `null` leaves the participant without a bank account. */
  iban?: string | null;
  language?: string;
  /** A gift to the course's own pot, given before the course passed. */
  courseGiftCents?: number;
};

export async function joinedFollowUp(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  { iban, language = 'en', courseGiftCents }: Options = {},
): Promise<JoinedFollowUp> {
  const p = await newParticipant(app, language);
  await app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } });
  if (courseGiftCents) await donate(app, p.id, { amountCents: courseGiftCents });
  if (iban !== null) expect((await addBankAccount(app, p.cookie, iban)).statusCode).toBe(200);
  await setCourseState(db, p.id, 'passed');
  const [course] = await db.select().from(courses).where(eq(courses.participantId, p.id));
  await db.insert(courseTransitions).values({
    courseId: course!.id,
    fromState: 'awaiting_test',
    toState: 'passed',
    at: clock.now(),
  });
  const joined = await app.inject({
    method: 'POST',
    url: '/api/participant/follow-ups',
    headers: { cookie: p.cookie },
    payload: { courseId: course!.id },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const [three] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.courseId, course!.id), eq(followUps.stage, 'three_months')));
  return {
    participantId: p.id,
    cookie: p.cookie,
    email: p.email,
    courseId: course!.id,
    followUpId: three!.id,
    closesAt: three!.closesAt,
  };
}

/** Starts a gift to the participant's stay-quit bonus pot (the checkout still to be paid). */
export function startBonusGift(
  app: FastifyInstance,
  participantId: string,
  amountCents: number,
  coverFee: boolean,
) {
  return app.inject({
    method: 'POST',
    url: '/api/transaction',
    remoteAddress: someIp(),
    payload: {
      participantId,
      amountCents,
      coverFee,
      donorName: 'Grace Hopper',
      donorEmail: uniqueEmail('bonus'),
      redirectUrl: `${PUBLIC_URL}/supporter/support/${participantId}`,
      pot: 'stay_quit',
    },
  });
}
