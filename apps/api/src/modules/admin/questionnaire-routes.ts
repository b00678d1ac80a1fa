import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuestionnaireSummarySchema } from '@quit/contracts/questionnaire-summary';
import { endOfCourseSummary } from './questionnaire-summary';

/**
 * The end-of-course questionnaire in aggregate (admins only). A read of counts about nobody in
 * particular: not audited, unlike views of one person's things (record 0064).
 */
export const adminQuestionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/questionnaires/endofcourse',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The end-of-course questionnaire in aggregate: counts, averages, no names',
        response: { 200: adminQuestionnaireSummarySchema },
      },
    },
    async (request) => endOfCourseSummary(app.db, request.interfaceLanguage),
  );
};
