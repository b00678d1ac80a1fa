// The operator console's API (/api/admin/...): lists are newest first and paged by an opaque
// cursor; every amount is integer cents.
import { z } from 'zod';
import { DONATION_POTS } from '@quit/domain/follow-up';
import { roleSchema } from './account';
import { idSchema, textSchema } from './text';

const moment = z.string();
const cents = z.number().int();

/** `?cursor=&limit=` of every list; the answer's `nextCursor` is null on the last page. */
export const pageQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const peopleQuerySchema = pageQuerySchema
  .extend({ q: textSchema({ max: 200 }).optional() })
  .strict();
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  createdAt: moment,
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
export const peoplePageSchema = page(personSummarySchema);
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema }).strict();
export const idParamsSchema = z.object({ id: z.uuid() }).strict();

const donationRowSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  anonymous: z.boolean(),
  amountCents: cents,
  chargedCents: cents,
  status: z.string(),
  createdAt: moment,
});
const refundRowSchema = z.object({
  id: z.string(),
  donationId: z.string(),
  courseId: z.string(),
  amountCents: cents,
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: moment,
});
const payoutRowSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  /** The course's own pot, or its stay-quit bonus pot (C8). */
  pot: z.enum(DONATION_POTS),
  amountCents: cents,
  feeCents: cents,
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: moment,
});
const auditRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  actorId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: moment,
});
export const courseSummarySchema = z.object({
  id: z.string(),
  participantId: z.string().nullable(),
  participantName: z.string().nullable(),
  participantEmail: z.string().nullable(),
  state: z.string(),
  startDate: z.string().nullable(),
  balanceCents: cents,
  createdAt: moment,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const personDetailSchema = z.object({
  person: personSummarySchema.extend({ emailVerified: z.boolean(), language: z.string() }),
  /** True when this is the signed-in admin: their own admin role cannot be removed here. */
  isSelf: z.boolean(),
  courses: z.array(courseSummarySchema),
  /** Donations the person received (their courses) and gave (as a linked supporter). */
  donationsReceived: z.array(donationRowSchema),
  donationsGiven: z.array(donationRowSchema),
  payouts: z.array(payoutRowSchema),
  refunds: z.array(refundRowSchema),
  audit: z.array(auditRowSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const adminRoleRequestSchema = z.object({ admin: z.boolean() }).strict();
export const rolesResponseSchema = z.object({ roles: z.array(roleSchema) });

/** Totals over the whole ledger (D12). */
export const moneyTotalsSchema = z.object({
  currency: z.string(),
  /** Confirmed money the platform holds for courses (available, refunding, paying out). */
  heldCents: cents,
  /** Donations paid by the donor but not yet confirmed by the provider. */
  pendingCents: cents,
  paidOutCents: cents,
  refundedCents: cents,
  feesEarnedCents: cents,
  /** Of the held money: gifts kept for participants' next attempts (C7), in `heldCents` too. */
  keptCents: cents,
  /** Of the held money: stay-quit bonus pots of 3-month follow-up tests (C8), in `heldCents` too. */
  bonusCents: cents.optional(),
  /** Every ledger account's balance, for who wants to check the figures. */
  accounts: z.record(z.string(), cents),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const attentionSchema = z.object({
  refunds: z.array(refundRowSchema.extend({ stuck: z.boolean() })),
  payouts: z.array(payoutRowSchema.extend({ stuck: z.boolean() })),
  jobs: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      updatedAt: moment,
    }),
  ),
});
export type Attention = z.infer<typeof attentionSchema>;

export const manualRefundRequestSchema = z
  .object({ note: z.string().trim().min(3).max(1000) })
  .strict();
export type ManualRefundRequest = z.infer<typeof manualRefundRequestSchema>;

export const coursesQuerySchema = pageQuerySchema
  .extend({
    state: z.string().max(40).optional(),
    q: textSchema({ max: 200 }).optional(),
  })
  .strict();
export type CoursesQuery = z.input<typeof coursesQuerySchema>;
export const coursesPageSchema = page(courseSummarySchema);

export const timelineEntrySchema = z.object({
  at: moment,
  kind: z.enum(['transition', 'money']),
  /** A transition: `from → to`; a money move: the ledger movement's kind. */
  what: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  amountCents: cents.nullable(),
});
export const courseDetailSchema = z.object({
  course: courseSummarySchema,
  balances: z.record(z.string(), cents),
  timeline: z.array(timelineEntrySchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const contactQuerySchema = pageQuerySchema
  .extend({ handled: z.enum(['yes', 'no', 'all']).default('no') })
  .strict();
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string(),
  createdAt: moment,
  handledAt: moment.nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactPageSchema = page(contactMessageSchema);

export const outboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  language: z.string(),
  createdAt: moment,
});
export const outboxPageSchema = page(outboxSummarySchema);
export const outboxMailSchema = outboxSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const JOB_LIST_STATES = ['queued', 'running', 'failed', 'done'] as const;
export const jobsQuerySchema = pageQuerySchema
  .extend({ state: z.enum(JOB_LIST_STATES).default('failed') })
  .strict();
export const jobRowSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: moment,
  lastError: z.string().nullable(),
  updatedAt: moment,
});
export type JobRow = z.infer<typeof jobRowSchema>;
export const jobsPageSchema = page(jobRowSchema);

export const okSchema = z.object({ ok: z.literal(true) });

export const overviewSchema = z.object({
  /** Payments run on the local sandbox with its movable calendar (the sandbox page). */
  sandbox: z.boolean(),
  /** Mail goes to the local outbox (no SMTP): the outbox page has mails to show. */
  outbox: z.boolean(),
  currency: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;
