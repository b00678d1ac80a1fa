import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactRequest } from '@quit/contracts/contact';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useSendContactRequest } from '../api/send-contact-request';

export function ContactForm() {
  const { t } = useTranslation('contact');
  const sendContactRequest = useSendContactRequest();
  const form = useForm<ContactRequest>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', message: '' },
    // The contracts' schema (and zod) loads on the first submit, not with the landing page.
    validate: async (values) => {
      const { validateContactRequest } = await import('./validate-contact-request');
      return validateContactRequest(values, t);
    },
  });

  const submit = form.onSubmit((values) => {
    sendContactRequest.mutate(values, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('sent') });
        form.reset();
      },
      onError: (error) => {
        // The API client already toasts the catalogue message; mark the fields it names.
        if (!(error instanceof ApiError)) return;
        form.setErrors(Object.fromEntries(error.fields.map((f) => [f, t('errors.field_invalid')])));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput
          label={t('name')}
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('message')}
          rows={5}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={sendContactRequest.isPending} style={{ alignSelf: 'start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
