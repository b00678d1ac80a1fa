import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giveHealthConsentSchema, healthConsentSchema } from '@quit/contracts/consent';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { giveHealthConsent, healthConsentView, withdrawHealthConsent } from './service';

/** The participant's own consent to processing health data; no user id is ever taken. */
export const consentRoutes: FastifyPluginAsyncZod<{ deps: { db: Db; clock: Clock } }> = async (
  app,
  { deps },
) => {
  const tags = ['participant'];
  const participant = { access: 'participant' } as const;
  const url = '/api/participant/health-consent';
  app.get(
    url,
    {
      config: participant,
      schema: {
        tags,
        summary: 'Own consent to processing health data',
        response: { 200: healthConsentSchema },
      },
    },
    async (request) => healthConsentView(deps.db, request.caller.userId),
  );
  app.put(
    url,
    {
      config: participant,
      schema: {
        tags,
        summary: 'Give consent to processing health data (the text version agreed to)',
        body: giveHealthConsentSchema,
        response: { 200: healthConsentSchema },
      },
    },
    async (request) => giveHealthConsent(deps, request.caller.userId, request.body.version),
  );
  app.delete(
    url,
    {
      config: participant,
      schema: {
        tags,
        summary: 'Withdraw consent to processing health data',
        response: { 200: healthConsentSchema },
      },
    },
    async (request) => withdrawHealthConsent(deps, request.caller.userId),
  );
};
