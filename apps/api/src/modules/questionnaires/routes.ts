// Questionnaires (spec §7): definitions, the participant's answers, one answer per call; and
// what the answers feed: money and life saved (P4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRequestSchema,
  badgesSchema,
  hallOfFameChoiceSchema,
  hallOfFameSchema,
  insightsSchema,
  landingCountersSchema,
  motivationSchema,
  participantQuestionnaireSchema,
  questionnaireParamsSchema,
  questionnaireSchema,
  questionnaireStatusesSchema,
} from '@quit/contracts/questionnaires';
import { keptAnswer } from '../../platform/kept-answer';
import {
  answerQuestion,
  participantQuestionnaire,
  questionnaireStatuses,
  requireQuestionnaire,
} from './answers';
import type { QuestionnaireDeps } from './deps';
import { participantBadgesView } from './badges';
import { chooseHallOfFame, hallOfFame, hallOfFameChoice } from './hall-of-fame';
import { insights } from './insights';
import { requireHealthConsent } from '../consent/service';
import { landingCountersCache } from './landing-counters';
import { motivation } from './motivation';
import { questionnaireView } from './views';

/** How long one process reuses the questionnaire list and savings: others' changes show within. */
export const QUESTIONNAIRE_READ_MS = 1_000;

export const questionnaireRoutes: FastifyPluginAsyncZod<{ deps: QuestionnaireDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['questionnaires'];
  const participant = { access: 'participant' } as const;
  // The dashboard's reads kept a moment per user and process (issue 31): how they are dropped,
  // and read afresh after the user's own writes: platform/per-user-cache.ts.
  const statuses = keptAnswer(app, { ms: QUESTIONNAIRE_READ_MS, perLanguage: true });
  const savings = keptAnswer(app, { ms: QUESTIONNAIRE_READ_MS });

  app.get(
    '/api/questionnaire/:name',
    {
      config: participant,
      schema: {
        tags,
        summary: "A questionnaire's questions in the request's language",
        params: questionnaireParamsSchema,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      questionnaireView(requireQuestionnaire(request.params.name), request.interfaceLanguage),
  );
  app.get(
    '/api/participantquestionnaire',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Every questionnaire with how far the participant got and whether it is due',
        response: { 200: questionnaireStatusesSchema },
      },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return statuses(request, reply, me, () =>
        questionnaireStatuses(deps, me, request.interfaceLanguage),
      );
    },
  );
  app.get(
    '/api/participantquestionnaire/:name',
    {
      config: participant,
      schema: {
        tags,
        summary: "The participant's answers to a questionnaire and their results",
        params: questionnaireParamsSchema,
        response: { 200: participantQuestionnaireSchema },
      },
    },
    async (request) =>
      participantQuestionnaire(
        deps,
        request.caller.userId,
        request.params.name,
        request.interfaceLanguage,
      ),
  );
  app.post(
    '/api/participantquestionnaire/answer',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Answer one question (a later answer replaces an earlier one)',
        body: answerRequestSchema,
        response: { 200: participantQuestionnaireSchema },
      },
    },
    async (request) => {
      await requireHealthConsent(deps.db, request.caller.userId);
      return answerQuestion(deps, request.caller.userId, request.body, request.interfaceLanguage);
    },
  );
  app.get(
    '/api/participant/motivation',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Money and days of life saved on smoke-free diary days (P4)',
        response: { 200: motivationSchema },
      },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return savings(request, reply, me, () => motivation(deps, me));
    },
  );
  app.get(
    '/api/participant/insights',
    {
      config: participant,
      schema: {
        tags,
        summary: 'The diary over the course days and the triggers and symptoms named most',
        response: { 200: insightsSchema },
      },
    },
    async (request) => insights(deps, request.caller.userId, request.interfaceLanguage),
  );
  const counters = landingCountersCache(deps, app.clock);
  app.get(
    '/api/global/counters',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The landing page's counters from real data (cached for a minute)",
        response: { 200: landingCountersSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return counters();
    },
  );
  app.get(
    '/api/participant/badges',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Badges earned in the current (or last) course, each with its course day',
        response: { 200: badgesSchema },
      },
    },
    async (request) => participantBadgesView(deps, request.caller.userId),
  );
  app.get(
    '/api/global/hall-of-fame',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Participants who passed and chose to be shown: first name, last initial, date',
        response: { 200: hallOfFameSchema },
      },
    },
    async () => hallOfFame(deps),
  );
  app.get(
    '/api/participant/hall-of-fame',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Whether the participant chose to be shown in the Hall of Fame',
        response: { 200: hallOfFameChoiceSchema },
      },
    },
    async (request) => hallOfFameChoice(deps, request.caller.userId),
  );
  app.put(
    '/api/participant/hall-of-fame',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Choose to be shown in the Hall of Fame once passed (or not any more)',
        body: hallOfFameChoiceSchema,
        response: { 200: hallOfFameChoiceSchema },
      },
    },
    async (request) => chooseHallOfFame(deps, request.caller.userId, request.body.optIn),
  );
};
