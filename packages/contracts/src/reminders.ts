import { z } from 'zod';

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
