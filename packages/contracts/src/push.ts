// Push notifications (P7, record 0079): the public VAPID key, a person's devices and the kinds
// they switched on.
import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';
import { PUSH_DEVICE_NAME_MAX, PUSH_ENDPOINT_MAX, PUSH_KINDS } from '@quit/domain/push';

/** GET /api/push/key: what the browser subscribes with (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url expected');

/**
 * POST /api/push/devices: a browser's PushSubscription as `toJSON()` gives it, with a name
 * (the browser's user agent). Whether the endpoint is a push service is checked by the service
 * so the person reads a sentence in their language.
 */
export const pushDeviceRequestSchema = z
  .object({
    endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(30) })
      .strict(),
    name: z
      .string()
      .trim()
      .min(1)
      .max(PUSH_DEVICE_NAME_MAX * 4),
  })
  .strict()
  .meta({ id: 'PushDeviceRequest' });
export type PushDeviceRequest = z.infer<typeof pushDeviceRequestSchema>;

export const pushDeviceSchema = z
  .object({ id: z.uuid(), name: z.string(), createdAt: z.string() })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushKindSchema = z.enum(PUSH_KINDS);

/** GET/PUT /api/push/settings: the kinds switched on (every other kind is off). */
export const pushSettingsRequestSchema = z
  .object({ kinds: z.array(pushKindSchema).max(PUSH_KINDS.length) })
  .strict()
  .meta({ id: 'PushSettingsRequest' });
export type PushSettingsRequest = z.infer<typeof pushSettingsRequestSchema>;

export const pushSettingsSchema = z
  .object({ kinds: z.array(pushKindSchema), devices: z.array(pushDeviceSchema) })
  .meta({ id: 'PushSettings' });
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushDeviceParamsSchema = z.object({ id: z.uuid() }).strict();

/**
 * POST /api/push/devices/forget: a browser signing out names its own subscription, which it has
 * just ended, so the device list no longer shows it (record 0100).
 */
export const pushDeviceForgetRequestSchema = z
  .object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) })
  .strict()
  .meta({ id: 'PushDeviceForgetRequest' });
export type PushDeviceForgetRequest = z.infer<typeof pushDeviceForgetRequestSchema>;

/** What the service worker receives (the payload, decrypted by the browser). */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of this app (the page the click opens). */
  url: z.string().startsWith('/'),
  language: z.enum(LANGUAGES),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
