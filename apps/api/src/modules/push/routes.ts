import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@quit/contracts/account';
import {
  pushDeviceForgetRequestSchema,
  pushDeviceParamsSchema,
  pushDeviceRequestSchema,
  pushKeySchema,
  pushSettingsRequestSchema,
  pushSettingsSchema,
} from '@quit/contracts/push';
import type { PushDeps } from './deps';
import {
  addPushDevice,
  forgetPushDevice,
  pushSettingsOf,
  removePushDevice,
  setPushKinds,
} from './devices';

/** The public VAPID key, and the participant's own push devices and kinds. */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: PushDeps }> = async (app, { deps }) => {
  app.get(
    '/api/push/key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key a browser subscribes with',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: deps.sender.publicKey }),
  );

  app.get(
    '/api/participant/push',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['participant'],
        summary: 'The kinds of push switched on and the devices that receive them',
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => pushSettingsOf(deps.db, request.caller.userId),
  );

  app.put(
    '/api/participant/push',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['participant'],
        summary: 'Choose which kinds of push to receive (every kind not named is off)',
        body: pushSettingsRequestSchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => setPushKinds(deps, request.caller.userId, request.body.kinds),
  );

  app.post(
    '/api/participant/push/devices',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['participant'],
        summary: "Register this browser's push subscription",
        body: pushDeviceRequestSchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => addPushDevice(deps, request.caller.userId, request.body),
  );

  app.delete(
    '/api/participant/push/devices/:id',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['participant'],
        summary: 'Remove a device (a lost phone, an old browser)',
        params: pushDeviceParamsSchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => removePushDevice(deps, request.caller.userId, request.params.id),
  );

  // Any role: a participant may sign out while signed in as a supporter on this browser.
  app.post(
    '/api/push/devices/forget',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['push'],
        summary: "Forget this browser's push subscription as it signs out (one's own only)",
        body: pushDeviceForgetRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await forgetPushDevice(deps, request.caller.userId, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
