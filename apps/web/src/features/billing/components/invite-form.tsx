import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/use-translation';
import { showServerError } from '@/lib/form-errors';
import { useLanguage } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { emailError } from '@/lib/validation';
import { useSendInvite } from '../api/send-invite';

/** "Support a friend": the fundraiser link by email, below the link itself. */
export function InviteForm() {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const sendInvite = useSendInvite();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });
  const submit = form.onSubmit(({ email }) => {
    const address = email.trim();
    sendInvite.mutate(
      { email: address, language },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('invite.sent', { email: address }) });
          form.reset();
        },
        onError: (error) => {
          const unplaced = showServerError(form, error, {}, ['email']);
          if (unplaced !== null) showToast({ kind: 'error', message: unplaced });
        },
      },
    );
  });
  return (
    <Stack component="section" aria-labelledby="invite-title" gap="sm">
      <Title order={3} id="invite-title">
        {t('invite.title')}
      </Title>
      <Text size="sm">{t('invite.intro')}</Text>
      <form onSubmit={submit} noValidate aria-labelledby="invite-title">
        <Group gap="sm" align="start" wrap="wrap">
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            required
            style={{ flex: '1 1 280px' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={sendInvite.isPending} mt={25}>
            {t('invite.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
