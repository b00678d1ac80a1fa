// The data export's sections about the caller as a person (record 0067): sign-in methods,
// answers, chat, encouragements, the fundraiser page, consents, reviews, identity checks and
// test hand-offs. Never a secret, an operator's id or a supporter's address.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import {
  accounts,
  chatConversations,
  chatMessages,
  encouragements,
  fundraiserPages,
  healthConsents,
  identityVerifications,
  questionnaireAnswers,
  testHandoffs,
  testimonials,
  testTermsConsents,
} from '../../db/schema';
import type { ExportFileLinks } from './export-files';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

type PersonSections = Pick<
  DataExport,
  | 'signInMethods'
  | 'questionnaireAnswers'
  | 'chatMessages'
  | 'encouragementsReceived'
  | 'encouragementsSent'
  | 'fundraiser'
  | 'healthConsents'
  | 'testTermsConsents'
  | 'testimonials'
  | 'identityChecks'
  | 'testHandoffs'
>;

export async function exportedPersonSections(
  db: Db,
  userId: string,
  files: ExportFileLinks,
): Promise<PersonSections> {
  const [methods, answers, chat, received, sent, pages, health, terms, reviews, checks, handoffs] =
    await Promise.all([
      db
        .select({ provider: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId)),
      db
        .select()
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.userId, userId))
        .orderBy(asc(questionnaireAnswers.answeredAt), asc(questionnaireAnswers.questionId)),
      db
        .select({ m: chatMessages })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatConversations.participantId, userId))
        .orderBy(asc(chatMessages.seq)),
      db
        .select()
        .from(encouragements)
        .where(eq(encouragements.participantId, userId))
        .orderBy(asc(encouragements.createdAt)),
      // A gift's message is the caller's donationsMade already; notes written are listed here.
      db
        .select()
        .from(encouragements)
        .where(and(eq(encouragements.senderId, userId), isNull(encouragements.donationId)))
        .orderBy(asc(encouragements.createdAt)),
      db.select().from(fundraiserPages).where(eq(fundraiserPages.participantId, userId)),
      db
        .select()
        .from(healthConsents)
        .where(eq(healthConsents.userId, userId))
        .orderBy(asc(healthConsents.givenAt)),
      db
        .select()
        .from(testTermsConsents)
        .where(eq(testTermsConsents.userId, userId))
        .orderBy(asc(testTermsConsents.givenAt)),
      db
        .select()
        .from(testimonials)
        .where(eq(testimonials.userId, userId))
        .orderBy(asc(testimonials.createdAt)),
      db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.participantId, userId))
        .orderBy(asc(identityVerifications.createdAt)),
      db
        .select()
        .from(testHandoffs)
        .where(eq(testHandoffs.participantId, userId))
        .orderBy(asc(testHandoffs.createdAt)),
    ]);
  const page = pages[0];
  return {
    signInMethods: methods.map((m) => m.provider),
    questionnaireAnswers: answers.map((a) => ({
      questionnaire: a.questionnaire,
      questionId: a.questionId,
      value: a.value,
      answeredAt: a.answeredAt.toISOString(),
    })),
    // The operator who wrote an answer stays out: the side says who spoke.
    chatMessages: chat.map(({ m }) => ({
      side: m.side,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    // senderName is the public name stored at the time (anonymous gifts have none).
    encouragementsReceived: received.map((e) => ({
      senderName: e.senderName,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
      hiddenAt: iso(e.hiddenAt),
      reportedAt: iso(e.reportedAt),
      removedAt: iso(e.removedAt),
    })),
    encouragementsSent: sent.map((e) => ({
      body: e.body,
      createdAt: e.createdAt.toISOString(),
      removedAt: iso(e.removedAt),
    })),
    fundraiser: page
      ? {
          story: page.story,
          photoStatus: page.photoStatus,
          photo: page.photoKey ? await files.link('fundraiser-photo', userId) : null,
          photoExpiresAt: page.photoKey ? files.expiresAt : null,
          updatedAt: page.updatedAt.toISOString(),
        }
      : null,
    healthConsents: health.map((c) => ({
      version: c.version,
      givenAt: c.givenAt.toISOString(),
      withdrawnAt: iso(c.withdrawnAt),
    })),
    testTermsConsents: terms.map((c) => ({
      courseId: c.courseId,
      version: c.version,
      givenAt: c.givenAt.toISOString(),
    })),
    testimonials: reviews.map((r) => ({
      courseId: r.courseId,
      text: r.text,
      language: r.language,
      show: r.show,
      hiddenAt: iso(r.hiddenAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    identityChecks: checks.map((c) => ({
      provider: c.provider,
      sessionId: c.sessionId,
      state: c.state,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      verifiedAt: iso(c.verifiedAt),
    })),
    // tokenHash and sessionHash are secrets' hashes: never exported.
    testHandoffs: handoffs.map((h) => ({
      courseId: h.courseId,
      createdAt: h.createdAt.toISOString(),
      expiresAt: h.expiresAt.toISOString(),
      usedAt: iso(h.usedAt),
      sessionExpiresAt: iso(h.sessionExpiresAt),
    })),
  };
}
