import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@quit/contracts/account';
import {
  balanceSchema,
  bankAccountRequestSchema,
  bankAccountResponseSchema,
  idempotencyKeySchema,
  inviteRequestSchema,
  onboardingLinkSchema,
  payoutResponseSchema,
  stripeAccountResponseSchema,
} from '@quit/contracts/money';
import { keptGiftsSchema } from '@quit/contracts/second-chance';
import type { ServiceDeps } from '../../core/service-deps';
import { keptGiftsView } from './kept-gifts';
import { sendSupportInvite } from './mails';
import { deleteBankAccount, getBankAccount, setBankAccount } from './bank-account';
import { onboardingLink, stripeAccountStatus } from './payout-methods';
import { requestPayout } from './payouts';
import { balanceView } from './views';

/** The participant's own money: balance, payout method, payouts, invitations. */
export const participantMoneyRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['participant money'];

  app.get(
    '/api/participant/balance',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Balance by state and the donations (no emails)',
        response: { 200: balanceSchema },
      },
    },
    async (request) => balanceView(deps, request.caller.userId),
  );

  app.get(
    '/api/participant/kept-gifts',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Gifts kept for the next attempt after a failed or cancelled course (C7)',
        response: { 200: keptGiftsSchema },
      },
    },
    async (request) => keptGiftsView(deps, request.caller.userId),
  );

  app.get(
    '/api/participant/bankaccount',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Payout bank account (masked)',
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => getBankAccount(deps, request.caller.userId),
  );
  app.post(
    '/api/participant/bankaccount',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Set the payout bank account (account holder + IBAN)',
        body: bankAccountRequestSchema,
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => setBankAccount(deps, request.caller.userId, request.body),
  );
  app.delete(
    '/api/participant/bankaccount',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Remove the payout bank account',
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => deleteBankAccount(deps, request.caller.userId),
  );

  app.get(
    '/api/participant/stripeaccount',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'State of the payout account at the provider',
        response: { 200: stripeAccountResponseSchema },
      },
    },
    async (request) => stripeAccountStatus(deps, request.caller.userId),
  );
  app.post(
    '/api/participant/stripeaccount',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Link to the onboarding of the payout account',
        response: { 200: onboardingLinkSchema },
      },
    },
    async (request) => onboardingLink(deps, request.caller.userId),
  );

  for (const [url, kind] of [
    ['/api/participant/payout', 'full'],
    ['/api/participant/payout/partial', 'partial'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'participant' },
        schema: {
          tags,
          summary:
            kind === 'full' ? 'Pay out the whole share (passed test)' : 'Partial payout (C5)',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
          response: { 200: payoutResponseSchema },
        },
      },
      async (request) =>
        requestPayout(deps, request.caller.userId, kind, request.headers['idempotency-key']),
    );
  }

  app.post(
    '/api/participant/invite',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: '"Support a friend": mail the fundraiser link to someone',
        body: inviteRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await sendSupportInvite(deps, request.caller.userId, {
        email: request.body.email,
        language: request.body.language ?? request.language,
      });
      return { ok: true as const };
    },
  );
};
