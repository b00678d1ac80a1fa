import fp from 'fastify-plugin';
import { z } from 'zod';
import { createClickUpTasks } from '../../providers/tasks/clickup-tasks';
import type { TaskTracker } from '../../providers/tasks/port';
import { contactRoutes } from './routes';
import { CONTACT_JOBS, createContactTask, mailOperators, type ContactDeps } from './service';

const messageJob = z.object({ messageId: z.string() });

/** The landing page's contact form: stored, mailed to the operators, a ClickUp task if set. */
export const contactModule = fp<{ tasks?: TaskTracker | undefined }>(
  async (app, options) => {
    const { config } = app;
    const deps: ContactDeps = {
      db: app.db,
      clock: app.calendar,
      mailer: app.mailer,
      operatorEmail: config.operator.email,
      tasks: options.tasks ?? (config.clickUp ? createClickUpTasks(config.clickUp) : undefined),
    };
    app.jobs.register(CONTACT_JOBS.mail, (payload) =>
      mailOperators(deps, messageJob.parse(payload).messageId),
    );
    app.jobs.register(CONTACT_JOBS.task, (payload) =>
      createContactTask(deps, messageJob.parse(payload).messageId),
    );
    await app.register(contactRoutes, { deps });
  },
  { name: 'contact-module' },
);
