// Operators' side of the kits (T1): create a batch, list, assign to a course when posting,
// mark missing (then assign another).
import { KIT_ASSIGNABLE_COURSE_STATES } from '@quit/domain/nicotine-test';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminTestkit } from '@quit/contracts/testkit';
import { courses, testkits, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { newKitCode } from './kit-codes';
import { openReplacementWindowInTx } from '../course/spot-tests';
import { queueTestMail } from '../course/test-mail-jobs';

type Kit = typeof testkits.$inferSelect;

/** Course states a kit may be posted for: started, or waiting for its test. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Who = { name: string | null; email: string | null } | null;

export function adminView(kit: Kit, who: Who = null): AdminTestkit {
  return {
    id: kit.id,
    code: kit.code,
    state: kit.state,
    courseId: kit.courseId,
    participantName: who?.name ?? null,
    participantEmail: who?.email ?? null,
    assignedAt: iso(kit.assignedAt),
    trackingText: kit.trackingText,
    usedAt: iso(kit.usedAt),
    missingAt: iso(kit.missingAt),
    createdAt: kit.createdAt.toISOString(),
  };
}

export async function createKits(deps: ServiceDeps, count: number): Promise<AdminTestkit[]> {
  const now = deps.clock.now();
  const rows = Array.from({ length: count }, () => ({ code: newKitCode(), createdAt: now }));
  // A clash of random codes is astronomically rare; the unique index would refuse it.
  const made = await deps.db.insert(testkits).values(rows).returning();
  return made.map((kit) => adminView(kit));
}

export async function listKits(
  deps: ServiceDeps,
  filter: { state?: Kit['state']; courseId?: string; limit: number },
): Promise<AdminTestkit[]> {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(testkits.state, filter.state));
  if (filter.courseId) where.push(eq(testkits.courseId, filter.courseId));
  const rows = await withParticipant(deps)
    .where(and(...where))
    .orderBy(desc(testkits.createdAt), testkits.code)
    .limit(filter.limit);
  return rows.map((r) => adminView(r.kit, r));
}

/** Kits with the name and email of their course's participant, for the operators' list. */
function withParticipant(deps: ServiceDeps) {
  return deps.db
    .select({ kit: testkits, name: users.name, email: users.email })
    .from(testkits)
    .leftJoin(courses, eq(courses.id, testkits.courseId))
    .leftJoin(users, eq(users.id, courses.participantId))
    .$dynamic();
}

async function kitView(deps: ServiceDeps, id: string): Promise<AdminTestkit> {
  const [row] = await withParticipant(deps).where(eq(testkits.id, id));
  if (!row) throw new AppError('TESTKIT_NOT_FOUND');
  return adminView(row.kit, row);
}

async function kitById(deps: ServiceDeps, id: string): Promise<Kit> {
  const [kit] = await deps.db.select().from(testkits).where(eq(testkits.id, id));
  if (!kit) throw new AppError('TESTKIT_NOT_FOUND');
  return kit;
}

export async function assignKit(
  deps: ServiceDeps,
  id: string,
  courseId: string,
  trackingText: string | null = null,
): Promise<AdminTestkit> {
  const assigned = await deps.db.transaction(async (tx) => {
    const [kit] = await tx.select().from(testkits).where(eq(testkits.id, id)).for('update');
    if (!kit) throw new AppError('TESTKIT_NOT_FOUND');
    if (kit.state !== 'unused' || (kit.courseId !== null && kit.courseId !== courseId)) {
      throw new AppError('TESTKIT_NOT_ASSIGNABLE', { detail: `kit ${kit.state}` });
    }
    if (kit.courseId === courseId) return kit.id;
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), inArray(courses.state, KIT_ASSIGNABLE_COURSE_STATES)))
      .for('update');
    if (!course) throw new AppError('TESTKIT_NOT_ASSIGNABLE', { detail: 'course state' });
    // T7: the final test's kit and one per spot test (SPOT_TESTS) may wait unused at once.
    const others = await tx
      .select({ id: testkits.id })
      .from(testkits)
      .where(and(eq(testkits.courseId, courseId), eq(testkits.state, 'unused')));
    if (others.length >= 1 + deps.settings.spotTests) {
      throw new AppError('TESTKIT_NOT_ASSIGNABLE', { detail: 'course has its kits' });
    }
    const now = deps.clock.now();
    await tx
      .update(testkits)
      .set({ courseId, assignedAt: now, trackingText })
      .where(eq(testkits.id, id));
    // Row 48: the participant hears the kit is on its way, with the tracking text (record 0070).
    await queueTestMail(tx, { mail: 'kit_posted', courseId, kitId: id }, now);
    // A replacement after an invalid spot result opens its window the day it arrives
    // (docs/decisions/0056-the-unannounced-spot-test.md).
    await openReplacementWindowInTx(tx, deps, courseId);
    return kit.id;
  });
  return kitView(deps, assigned);
}

/** Lost in the post (or the participant says so): the kit can no longer be used. */
export async function markKitMissing(deps: ServiceDeps, id: string): Promise<AdminTestkit> {
  const kit = await kitById(deps, id);
  if (kit.state === 'missing') return kitView(deps, id);
  if (kit.state === 'used') throw new AppError('TESTKIT_USED');
  const [updated] = await deps.db
    .update(testkits)
    .set({ state: 'missing', missingAt: deps.clock.now() })
    .where(and(eq(testkits.id, id), eq(testkits.state, 'unused')))
    .returning();
  if (!updated) throw new AppError('TESTKIT_USED');
  return kitView(deps, id);
}

/** The codes of the given kits, in the order asked; an unknown id is TESTKIT_NOT_FOUND. */
export async function kitCodes(deps: ServiceDeps, ids: readonly string[]): Promise<string[]> {
  const rows = await deps.db
    .select({ id: testkits.id, code: testkits.code })
    .from(testkits)
    .where(inArray(testkits.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.code]));
  return ids.map((id) => {
    const code = byId.get(id);
    if (!code) throw new AppError('TESTKIT_NOT_FOUND', { detail: id });
    return code;
  });
}
