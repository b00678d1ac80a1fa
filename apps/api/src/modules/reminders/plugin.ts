import fp from 'fastify-plugin';
import { sharedSecret } from '../../platform/auth/secret';
import type { ReminderDeps } from './deps';
import { registerReminderJobs } from './jobs';
import { reminderRoutes } from './routes';
import { resumeReminderChains } from './schedule';

/** Reminder mails of the daily programme (diary open, diary closing, seminars) and unsubscribe. */
export const remindersModule = fp(
  async (app) => {
    const deps: ReminderDeps = {
      db: app.db,
      clock: app.calendar,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      unsubscribeSecret: await sharedSecret(app.db, 'reminder_unsubscribe_secret'),
    };
    registerReminderJobs(app.jobs, deps);
    await resumeReminderChains(app.db);
    await app.register(reminderRoutes, { deps });
  },
  { name: 'reminders-module', dependencies: ['auth'] },
);
