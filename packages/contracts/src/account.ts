import { z } from 'zod';
import { birthDateSchema, isoDateSchema, rawTextSchema, textSchema } from './text';

export { isoDateSchema };
import { LANGUAGES } from '@quit/domain/constants';
import { RECORDING_STATES } from '@quit/domain/test-recording';

/** Roles a person can sign up or sign in as (admins are created by a command, A1). */
export const signInRoles = ['participant', 'supporter'] as const;
export const signInRoleSchema = z.enum(signInRoles);
export type SignInRole = z.infer<typeof signInRoleSchema>;
export const roleSchema = z.enum(['participant', 'supporter', 'admin']);
export type Role = z.infer<typeof roleSchema>;

const name = textSchema({ min: 1, max: 100 });
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(320));
/** Strength is checked by the API so it can answer INVALID_PASSWORD (spec §8). */
const password = z.string().max(200);

export const signUpRequestSchema = z
  .object({
    role: signInRoleSchema,
    firstName: name,
    lastName: name,
    birthDate: birthDateSchema,
    email: emailSchema,
    password,
    passwordConfirmation: password,
  })
  .strict()
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z
  .object({
    role: signInRoleSchema,
    email: emailSchema,
    password,
    rememberMe: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  language: z.enum(LANGUAGES),
  /** True after a first federated sign-in until /auth/identify completed the account. */
  needsIdentify: z.boolean(),
  profileComplete: z.boolean(),
  /** A7: whether `email` is proven by a mailed link (gifts are linked only then). */
  emailVerified: z.boolean(),
  /** An address the user changes to; it counts once its mailed link is followed. */
  pendingEmail: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema,
    session: z.object({ persistent: z.boolean(), expiresAt: z.string() }),
    /** The role the session was opened as; the dashboard it lands on. */
    role: roleSchema.nullable(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `GET /api/account/session/current`: the session, or null when nobody is signed in (200). */
export const currentSessionResponseSchema = z
  .object({ current: sessionResponseSchema.nullable() })
  .meta({ id: 'CurrentSession' });

export const addRoleRequestSchema = z.object({ role: signInRoleSchema }).strict();

export const identifyRequestSchema = z
  .object({
    role: signInRoleSchema,
    firstName: name,
    lastName: name,
    birthDate: birthDateSchema,
  })
  .strict()
  .meta({ id: 'IdentifyRequest' });
export type IdentifyRequest = z.infer<typeof identifyRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export const passwordResetConfirmSchema = z
  .object({ token: rawTextSchema({ min: 1, max: 500 }), password, passwordConfirmation: password })
  .strict();

export const changePasswordRequestSchema = z
  .object({ currentPassword: password, newPassword: password, newPasswordConfirmation: password })
  .strict();
/** POST /api/account/verify-email: the token of the mailed link. */
export const verifyEmailRequestSchema = z
  .object({ token: z.string().trim().min(1).max(500) })
  .strict()
  .meta({ id: 'VerifyEmailRequest' });
export const verifyEmailResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

export const changeEmailRequestSchema = z
  .object({ newEmail: emailSchema, currentPassword: password })
  .strict();

/** Deleting needs the account's email typed as confirmation and the password. */
export const deleteAccountRequestSchema = z
  .object({ confirmation: textSchema({ max: 320 }).toLowerCase(), password })
  .strict()
  .meta({ id: 'DeleteAccountRequest' });

export const federatedConfigSchema = z.object({
  enabled: z.boolean(),
  providerName: z.string(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** POST /api/account/enter: continue the current session as a role (after federated sign-in). */
export const enterRoleRequestSchema = z.object({ role: signInRoleSchema }).strict();

const exportedDonation = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  chargedCents: z.number().int(),
  status: z.string(),
  anonymous: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/account/export: everything stored about the caller (GDPR Art. 15 and 20). */
export const dataExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      /** An address asked for but not confirmed yet. */
      pendingEmail: z.string().nullable(),
      name: z.string(),
      createdAt: z.string(),
    }),
    roles: z.array(roleSchema),
    profile: z.record(z.string(), z.unknown()).nullable(),
    courses: z.array(
      z.object({
        id: z.string(),
        state: z.string(),
        startDate: z.string().nullable(),
        smokeFreeDays: z.number().int().nullable(),
        createdAt: z.string(),
      }),
    ),
    /** The caller's diary entries (P3), one per course day, with the course they belong to. */
    diary: z.array(z.record(z.string(), z.unknown())),
    /** The caller's updates on their fundraiser page (A8, record 0080): text, photo or not, when. */
    fundraiserUpdates: z.array(
      z.object({ text: z.string(), hasPhoto: z.boolean(), createdAt: z.string() }),
    ),
    /** The caller's thank-you notes to their supporters (A8): text, when, to how many. */
    thankYouNotes: z.array(
      z.object({
        courseId: z.string(),
        text: z.string(),
        recipients: z.number().int(),
        sentAt: z.string(),
      }),
    ),
    /**
     * Push notifications (P7, record 0079): the kinds switched on and each device's name and
     * date (never its endpoint or keys, which let anyone push to it).
     */
    pushNotifications: z.object({
      kinds: z.array(z.string()),
      devices: z.array(z.object({ name: z.string(), createdAt: z.string() })),
    }),
    /** The caller's cravings (P7): when, how strong, trigger, place, what helped, how it ended. */
    cravings: z.array(
      z.object({
        loggedAt: z.string(),
        strength: z.number().int(),
        trigger: z.string().nullable(),
        place: z.string(),
        helped: z.array(z.string()),
        outcome: z.string().nullable(),
        endedAt: z.string().nullable(),
      }),
    ),
    /** Gifts to the caller's courses, as the caller may see them (no donor emails). */
    donationsReceived: z.array(
      exportedDonation.extend({ donorName: z.string().nullable(), message: z.string().nullable() }),
    ),
    /** The caller's own gifts, with what they entered. */
    donationsMade: z.array(
      exportedDonation.extend({
        donorName: z.string().nullable(),
        donorEmail: z.string().nullable(),
        message: z.string().nullable(),
        refundedCents: z.number().int(),
      }),
    ),
    payoutMethod: z
      .object({
        provider: z.string(),
        accountHolder: z.string().nullable(),
        country: z.string().nullable(),
        ibanLast4: z.string().nullable(),
      })
      .nullable(),
    securityEvents: z.array(
      z.object({ type: z.string(), ip: z.string().nullable(), createdAt: z.string() }),
    ),
    /** T5: the films of the caller's tests still kept, each downloadable for a day. */
    testRecordings: z.array(
      z.object({
        id: z.string(),
        testId: z.string().nullable(),
        mimeType: z.string(),
        bytes: z.number().int(),
        state: z.enum(RECORDING_STATES),
        createdAt: z.string(),
        deleteAfter: z.string().nullable(),
        download: z.string(),
        downloadExpiresAt: z.string(),
      }),
    ),
    /** How the caller signs in (password, or a federated provider's name); never a secret. */
    signInMethods: z.array(z.string()),
    /** The state changes of the caller's courses, oldest first. */
    courseHistory: z.array(
      z.object({
        courseId: z.string(),
        fromState: z.string().nullable(),
        toState: z.string(),
        at: z.string(),
      }),
    ),
    /** Every questionnaire answer (P4), the end-of-course questionnaire's included. */
    questionnaireAnswers: z.array(
      z.object({
        questionnaire: z.string(),
        questionId: z.string(),
        value: z.unknown(),
        answeredAt: z.string(),
      }),
    ),
    badges: z.array(
      z.object({
        courseId: z.string(),
        badge: z.string(),
        day: z.number().int(),
        earnedAt: z.string(),
      }),
    ),
    /** Seminar videos watched (P1): the furthest position and when it counted as watched. */
    watchProgress: z.array(
      z.object({
        courseId: z.string(),
        day: z.number().int(),
        slot: z.string(),
        maxPositionSeconds: z.number(),
        watchedAt: z.string().nullable(),
        updatedAt: z.string(),
      }),
    ),
    todoTicks: z.array(
      z.object({
        courseId: z.string(),
        day: z.number().int(),
        todo: z.object({ de: z.string(), en: z.string() }),
        tickedAt: z.string(),
      }),
    ),
    /** The caller's line to the support team: their own and the team's messages. */
    chatMessages: z.array(z.object({ side: z.string(), body: z.string(), createdAt: z.string() })),
    /** Encouragements written to the caller: the sender's public name, never an address. */
    encouragementsReceived: z.array(
      z.object({
        senderName: z.string().nullable(),
        body: z.string(),
        createdAt: z.string(),
        hiddenAt: z.string().nullable(),
        reportedAt: z.string().nullable(),
        removedAt: z.string().nullable(),
      }),
    ),
    /** Encouragements the caller wrote. */
    encouragementsSent: z.array(
      z.object({ body: z.string(), createdAt: z.string(), removedAt: z.string().nullable() }),
    ),
    fundraiser: z
      .object({
        story: z.string().nullable(),
        photoStatus: z.string().nullable(),
        /** The photo, downloadable for a day; null without one. */
        photo: z.string().nullable(),
        photoExpiresAt: z.string().nullable(),
        updatedAt: z.string(),
      })
      .nullable(),
    healthConsents: z.array(
      z.object({
        version: z.number().int(),
        givenAt: z.string(),
        withdrawnAt: z.string().nullable(),
      }),
    ),
    testTermsConsents: z.array(
      z.object({ courseId: z.string().nullable(), version: z.number().int(), givenAt: z.string() }),
    ),
    testimonials: z.array(
      z.object({
        courseId: z.string(),
        text: z.string(),
        language: z.string(),
        show: z.boolean(),
        hiddenAt: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    identityChecks: z.array(
      z.object({
        provider: z.string(),
        sessionId: z.string(),
        state: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
        verifiedAt: z.string().nullable(),
      }),
    ),
    testKits: z.array(
      z.object({
        id: z.string(),
        courseId: z.string().nullable(),
        code: z.string(),
        state: z.string(),
        assignedAt: z.string().nullable(),
        startedAt: z.string().nullable(),
        usedAt: z.string().nullable(),
        missingAt: z.string().nullable(),
      }),
    ),
    /** The caller's nicotine tests: the reading, the result, and the photo for a day. */
    tests: z.array(
      z.object({
        id: z.string(),
        courseId: z.string(),
        testkitId: z.string(),
        kind: z.string(),
        predicted: z.string().nullable(),
        confidence: z.number(),
        reading: z.record(z.string(), z.unknown()),
        status: z.string(),
        result: z.string().nullable(),
        note: z.string().nullable(),
        disputedAt: z.string().nullable(),
        disputeNote: z.string().nullable(),
        auditDueAt: z.string().nullable(),
        createdAt: z.string(),
        finalAt: z.string().nullable(),
        photo: z.string().nullable(),
        photoExpiresAt: z.string().nullable(),
      }),
    ),
    /** Spot tests (T7) once announced; one not yet announced stays out, as everywhere. */
    spotTests: z.array(
      z.object({
        courseId: z.string(),
        ordinal: z.number().int(),
        day: z.number().int(),
        state: z.string(),
        announceAt: z.string(),
        dueAt: z.string(),
        announcedAt: z.string().nullable(),
        testId: z.string().nullable(),
        decidedAt: z.string().nullable(),
        note: z.string().nullable(),
      }),
    ),
    /** C8 (record 0082): follow-up tests at 3 and 6 months after a passed course. */
    followUpTests: z
      .array(
        z.object({
          courseId: z.string(),
          stage: z.string(),
          state: z.string(),
          opensOn: z.string(),
          closesOn: z.string(),
          result: z.string().nullable(),
          testId: z.string().nullable(),
          joinedAt: z.string(),
          settledAt: z.string().nullable(),
        }),
      )
      .optional(),
    /** Tests handed to a phone (T4), without the link's or the phone session's secret. */
    testHandoffs: z.array(
      z.object({
        courseId: z.string(),
        createdAt: z.string(),
        expiresAt: z.string(),
        usedAt: z.string().nullable(),
        sessionExpiresAt: z.string().nullable(),
      }),
    ),
    payouts: z.array(
      z.object({
        courseId: z.string(),
        kind: z.string(),
        amountCents: z.number().int(),
        feeCents: z.number().int(),
        status: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    /** Refunds of gifts to the caller's courses and of the caller's own gifts. */
    refunds: z.array(
      z.object({
        donationId: z.string(),
        amountCents: z.number().int(),
        reason: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;
