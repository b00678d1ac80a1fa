import { eq, sql } from 'drizzle-orm';
import { isValidPhone, type ProfileResponse } from '@quit/contracts/profile';
import type { profileUpdateSchema } from '@quit/contracts/profile';
import { profileCompleteness } from '@quit/domain/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { AccountDeps } from './deps';
import { assertOldEnough } from './checks';
import { profileInput, type ProfileRow } from './profile-input';

function toResponse(email: string, row: ProfileRow | null): ProfileResponse {
  const profile = profileInput(row);
  return {
    email,
    ...profile,
    reminders: row?.remindersEnabled ?? true,
    completeness: profileCompleteness(profile),
  };
}

/** The account's email and profile in one prepared statement (issue 15). */
const readStatement = preparedPerDb((db) =>
  db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('read_profile'),
);

/** The signed-in user's own profile; there is no way to name another user's. */
export async function readProfile(db: Db, userId: string): Promise<ProfileResponse> {
  const [row] = await readStatement(db).execute({ userId });
  if (!row) throw new AppError('UNAUTHENTICATED');
  return toResponse(row.email, row.profile);
}

export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<ProfileResponse> {
  if (input.phone !== null && !isValidPhone(input.phone)) {
    throw new AppError('INVALID_PHONE', { fields: ['phone'] });
  }
  assertOldEnough(deps, input.birthDate);
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: input.birthDate,
    phone: input.phone,
    gender: input.gender,
    language: input.language,
    timeZone: input.timeZone,
    ...input.address,
    updatedAt: deps.clock.now(),
  };
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
      await tx
        .update(users)
        .set({ name: `${input.firstName} ${input.lastName}` })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    throw new AppError('PROFILE_UPDATE_FAILED', { cause: error });
  }
  return readProfile(deps.db, userId);
}
