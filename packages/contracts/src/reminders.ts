import { z } from 'zod';

/** The token of an unsubscribe link: `<base64url user id>.<base64url HMAC>`. */
export const unsubscribeTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

/**
 * POST /api/reminders/unsubscribe: the page sends `{ token }` as JSON; a mail client's
 * one-click unsubscribe (RFC 8058) sends `List-Unsubscribe=One-Click` as a form, with the
 * token in the query string.
 */
export const unsubscribeBodySchema = z
  .object({
    token: z.string().max(400).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .meta({ id: 'ReminderUnsubscribe' });

export const unsubscribeQuerySchema = z.object({ token: z.string().max(400).optional() });

/** PUT /api/participant/reminders: reminder mails on or off. */
export const reminderSettingSchema = z
  .object({ enabled: z.boolean() })
  .strict()
  .meta({ id: 'ReminderSetting' });
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

export const reminderStateSchema = z
  .object({ reminders: z.boolean() })
  .meta({ id: 'ReminderState' });
export type ReminderState = z.infer<typeof reminderStateSchema>;
