// People: search by any part of the name or email, a person's whole record, the admin role.
import { and, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { PeopleQuery, PersonDetail } from '@quit/contracts/admin';
import type { Role } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import {
  auditEvents,
  courses,
  donations,
  payouts,
  profiles,
  refunds,
  userRoles,
  users,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import {
  after,
  cursorMoment,
  decodeCursor,
  likePattern,
  newestFirst,
  pageOf,
} from '../../platform/paging';
import { courseSummaries } from './courses';

async function rolesByUser(db: Db, ids: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, ids));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role].sort());
  return map;
}

export async function searchPeople(db: Db, query: PeopleQuery & { limit: number }) {
  const cursor = decodeCursor(query.cursor, { uuid: false });
  const q = query.q?.trim();
  const rows = await db
    .select({ ...getTableColumns(users), cursorAt: cursorMoment(users.createdAt) })
    .from(users)
    .where(
      and(
        q ? sql`lower(${users.email} || ' ' || ${users.name}) like ${likePattern(q)}` : undefined,
        after(cursor, users.createdAt, users.id),
      ),
    )
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (u) => [u.cursorAt, u.id]);
  const roles = await rolesByUser(
    db,
    page.items.map((u) => u.id),
  );
  return {
    items: page.items.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      roles: roles.get(u.id) ?? [],
      createdAt: u.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

const LIMIT = 200;

export async function personDetail(
  db: Db,
  userId: string,
  callerId: string,
): Promise<PersonDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const roles = (await rolesByUser(db, [userId])).get(userId) ?? [];
  const ownCourses = await courseSummaries(db, eq(courses.participantId, userId), LIMIT);
  const courseIds = ownCourses.map((c) => c.id);
  const donationView = (d: typeof donations.$inferSelect) => ({
    id: d.id,
    courseId: d.courseId,
    donorName: d.donorName,
    donorEmail: d.donorEmail,
    anonymous: d.anonymous,
    amountCents: d.amountCents,
    chargedCents: d.chargedCents,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
  });
  const [received, given, payoutRows, refundRows, audit] = await Promise.all([
    courseIds.length
      ? db
          .select()
          .from(donations)
          .where(inArray(donations.courseId, courseIds))
          .orderBy(desc(donations.createdAt))
          .limit(LIMIT)
      : [],
    db
      .select()
      .from(donations)
      .where(eq(donations.supporterId, userId))
      .orderBy(desc(donations.createdAt))
      .limit(LIMIT),
    courseIds.length
      ? db
          .select()
          .from(payouts)
          .where(inArray(payouts.courseId, courseIds))
          .orderBy(desc(payouts.updatedAt))
          .limit(LIMIT)
      : [],
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(donations, eq(donations.id, refunds.donationId))
      .where(
        or(
          courseIds.length ? inArray(refunds.courseId, courseIds) : sql`false`,
          eq(donations.supporterId, userId),
        ),
      )
      .orderBy(desc(refunds.updatedAt))
      .limit(LIMIT),
    db
      .select()
      .from(auditEvents)
      // What the person did, and what operators did about them.
      .where(
        or(eq(auditEvents.userId, userId), sql`${auditEvents.detail} ->> 'targetId' = ${userId}`),
      )
      .orderBy(desc(auditEvents.id))
      .limit(LIMIT),
  ]);
  return {
    person: {
      id: user.id,
      name: user.name,
      email: user.email,
      roles,
      createdAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerified,
      language: profile?.language ?? 'de',
    },
    isSelf: userId === callerId,
    courses: ownCourses,
    donationsReceived: received.map(donationView),
    donationsGiven: given.map(donationView),
    payouts: payoutRows.map((p) => ({
      id: p.id,
      courseId: p.courseId,
      pot: p.pot,
      amountCents: p.amountCents,
      feeCents: p.feeCents,
      status: p.status,
      attempts: p.attempts,
      lastError: p.lastError,
      updatedAt: p.updatedAt.toISOString(),
    })),
    refunds: refundRows.map(({ refund: r }) => ({
      id: r.id,
      donationId: r.donationId,
      courseId: r.courseId,
      amountCents: r.amountCents,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      updatedAt: r.updatedAt.toISOString(),
    })),
    audit: audit.map((a) => ({
      id: a.id,
      type: a.type,
      actorId: a.userId,
      detail: a.detail ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** Grants or removes the admin role; an admin never removes their own (the console stays reachable). */
export async function setAdminRole(
  db: Db,
  userId: string,
  admin: boolean,
  callerId: string,
): Promise<Role[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  if (admin) {
    await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
  } else {
    if (userId === callerId) throw new AppError('OWN_ADMIN_ROLE');
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  }
  return (await rolesByUser(db, [userId])).get(userId) ?? [];
}
