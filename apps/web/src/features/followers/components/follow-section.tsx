import {
  Alert,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, useLanguage } from '@/lib/format';
import { useFollowFundraiser } from '../api/follow';
import { useFundraiserUpdates } from '../api/updates';

/**
 * A8 (record 0080): below the public fundraiser, the participant's updates and "follow without
 * giving" (an address confirmed by a mailed link; the answer is the same for every address).
 */
export function FollowSection({ participantId, name }: { participantId: string; name: string }) {
  const { t } = useTranslation('followers');
  const language = useLanguage();
  const updates = useFundraiserUpdates(participantId);
  const follow = useFollowFundraiser(participantId);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    follow.mutate(email.trim());
  };
  return (
    <Container size="md" pb="xl">
      <Stack gap="xl">
        {(updates.data?.updates.length ?? 0) > 0 && (
          <Stack component="section" aria-labelledby="updates-title" gap="sm">
            <Title order={2} id="updates-title">
              {t('updates_title', { name })}
            </Title>
            {updates.data?.updates.map((update) => (
              <Paper key={update.id} withBorder p="md" data-testid="fundraiser-update">
                <Stack gap="xs">
                  <Text size="sm" c="dimmed">
                    {formatDateTime(update.createdAt, language)}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-line' }}>{update.text}</Text>
                  {update.photoUrl && (
                    <Image
                      src={update.photoUrl}
                      alt={t('update_photo_alt', { name })}
                      maw={320}
                      radius="md"
                    />
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        <Stack component="section" aria-labelledby="follow-title" gap="sm">
          <Title order={2} id="follow-title">
            {t('section_title')}
          </Title>
          <Text>{t('intro', { name })}</Text>
          {follow.isSuccess ? (
            <Alert color="pot" variant="light" role="status" title={t('mailed_title')}>
              {t('mailed')}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Group align="end" gap="sm">
                <TextInput
                  type="email"
                  autoComplete="email"
                  required
                  label={t('email')}
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={follow.isError ? errorMessage(follow.error) : undefined}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button type="submit" loading={follow.isPending}>
                  {t('submit')}
                </Button>
              </Group>
            </form>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
