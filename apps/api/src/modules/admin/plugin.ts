// The operator console's API: people, money, courses, contact inbox, mail outbox and jobs
// (issue 10). Money actions go through the money module's operator actions (D12's locks).
import fp from 'fastify-plugin';
import { adminQuestionnaireRoutes } from './questionnaire-routes';
import { adminRoutes } from './routes';
import { adminFollowUpRoutes } from './follow-up-routes';

export const adminModule = fp(
  async (app) => {
    await app.register(adminRoutes);
    await app.register(adminQuestionnaireRoutes);
    await app.register(adminFollowUpRoutes);
  },
  { name: 'admin-module', dependencies: ['auth', 'money-module'] },
);
