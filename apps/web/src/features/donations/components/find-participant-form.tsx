import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import { fundraiserPath, participantIdFromInput } from './participant-link';

/** /supporter/support: paste a shared link (or an id) and open that fundraiser. */
export function FindParticipantForm() {
  const { t } = useTranslation('donations');
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { link: '' },
    validate: {
      link: (value) => (participantIdFromInput(value) === null ? t('find.invalid') : null),
    },
  });
  const submit = form.onSubmit(({ link }) => {
    const id = participantIdFromInput(link);
    if (id !== null) void navigate(fundraiserPath(id));
  });
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('find.intro')}</Text>
      <Text c="dimmed">{t('find.no_account')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('find.label')}
            description={t('find.hint')}
            placeholder={t('find.placeholder', { origin: window.location.origin })}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps('link')}
          />
          <Button type="submit" style={{ alignSelf: 'start' }}>
            {t('find.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
