// P8: help matched to dependence. A Fagerström score of 6 or more, or 10 cravings logged on one
// calendar day (the participant's zone, by the product's clock), shows the quitline card.
import type { DependenceHelp } from '@quit/contracts/cravings';
import {
  cravingsOnDay,
  dependenceHelpReason,
  quitlineCountry,
  type QuitlineCountry,
} from '@quit/domain/craving';
import { dateInTimeZone } from '@quit/domain/dates';
import { fagerstromScore } from '@quit/domain/fagerstrom';
import { timeZoneOf } from '@quit/domain/profile';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { findProfile } from '../course-row/find-profile';
import { answersOf } from '../questionnaires/answers';
import { cravingTimes, type CravingDeps } from './cravings';

export type DependenceHelpDeps = CravingDeps & { quitlines: Record<QuitlineCountry, string> };

export async function dependenceHelp(
  deps: DependenceHelpDeps,
  userId: string,
): Promise<DependenceHelp> {
  const [answers, profile, times] = await Promise.all([
    answersOf(deps, userId, WELCOME_QUESTIONNAIRE),
    findProfile(deps.db, userId),
    cravingTimes(deps.db, userId),
  ]);
  const timeZone = timeZoneOf(profile?.timeZone);
  const today = dateInTimeZone(deps.clock.now(), timeZone);
  const reason = dependenceHelpReason(
    fagerstromScore(answers),
    cravingsOnDay(times, today, timeZone),
  );
  const country = quitlineCountry(profile?.country);
  return { show: reason !== null, reason, quitline: { country, phone: deps.quitlines[country] } };
}
