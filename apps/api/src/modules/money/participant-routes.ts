import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@quit/contracts/account';
import { errorBodySchema } from '@quit/contracts/errors';
import {
  balanceSchema,
  bankAccountRequestSchema,
  bankAccountResponseSchema,
  inviteRequestSchema,
  onboardingLinkSchema,
  payoutResponseSchema,
  stripeAccountResponseSchema,
} from '@quit/contracts/money';
import { requireRole } from '../account/guards';
import type { MoneyDeps } from './deps';
import { sendSupportInvite } from './mails';
import {
  deleteBankAccount,
  getBankAccount,
  onboardingLink,
  setBankAccount,
  stripeAccountStatus,
} from './payout-methods';
import { requestPayout } from './payouts';
import { balanceView } from './views';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** The participant's own money: balance, payout method, payouts, invitations. */
export const participantMoneyRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps }> = async (
  app,
  { deps },
) => {
  const me = async (request: Parameters<typeof requireRole>[0]) =>
    (await requireRole(request, deps.db, 'participant')).userId;
  const tags = ['participant money'];

  app.get(
    '/api/participant/balance',
    {
      schema: {
        tags,
        summary: 'Balance by state and the donations (no emails)',
        response: { 200: balanceSchema, ...errors },
      },
    },
    async (request) => balanceView(deps, await me(request)),
  );

  app.get(
    '/api/participant/bankaccount',
    {
      schema: {
        tags,
        summary: 'Payout bank account (masked)',
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => getBankAccount(deps, await me(request)),
  );
  app.post(
    '/api/participant/bankaccount',
    {
      schema: {
        tags,
        summary: 'Set the payout bank account (account holder + IBAN)',
        body: bankAccountRequestSchema,
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => setBankAccount(deps, await me(request), request.body),
  );
  app.delete(
    '/api/participant/bankaccount',
    {
      schema: {
        tags,
        summary: 'Remove the payout bank account',
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => deleteBankAccount(deps, await me(request)),
  );

  app.get(
    '/api/participant/stripeaccount',
    {
      schema: {
        tags,
        summary: 'State of the payout account at the provider',
        response: { 200: stripeAccountResponseSchema, ...errors },
      },
    },
    async (request) => stripeAccountStatus(deps, await me(request)),
  );
  app.post(
    '/api/participant/stripeaccount',
    {
      schema: {
        tags,
        summary: 'Link to the onboarding of the payout account',
        response: { 200: onboardingLinkSchema, ...errors },
      },
    },
    async (request) => onboardingLink(deps, await me(request)),
  );

  for (const [url, kind] of [
    ['/api/participant/payout', 'full'],
    ['/api/participant/payout/partial', 'partial'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            kind === 'full' ? 'Pay out the whole share (passed test)' : 'Partial payout (C5)',
          headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
          response: { 200: payoutResponseSchema, ...errors },
        },
      },
      async (request) =>
        requestPayout(deps, await me(request), kind, request.headers['idempotency-key']),
    );
  }

  app.post(
    '/api/participant/invite',
    {
      schema: {
        tags,
        summary: '"Support a friend": mail the fundraiser link to someone',
        body: inviteRequestSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await sendSupportInvite(deps, await me(request), {
        email: request.body.email,
        language: request.body.language ?? request.language,
      });
      return { ok: true as const };
    },
  );
};
