import { Switch } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateReminders } from '../api/update-reminders';

/** Reminder mails on or off, saved as soon as it is flipped (failures show as a toast). */
export function ReminderSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const update = useUpdateReminders();
  const checked = update.isPending ? update.variables : enabled;
  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      onChange={(event) => update.mutate(event.currentTarget.checked)}
      label={t('reminders.label')}
      description={t('reminders.description')}
    />
  );
}
