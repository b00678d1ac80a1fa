import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import {
  useDecidePhoto,
  useWaitingPhotos,
  waitingPhotoUrl,
  type PhotoDecision,
  type WaitingPhoto,
} from '../api/photos-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';

/**
 * /admin/photos (record 0102): the photos nobody but their author sees until an operator
 * approves them — a fundraiser page's photo and the photos of updates — oldest first.
 */
export function PhotosPage() {
  const { t } = useTranslation('admin');
  const photos = useWaitingPhotos();
  return (
    <AdminPage title={t('photos.title')}>
      <Text>{t('photos.intro')}</Text>
      <QueryState query={photos}>
        {() =>
          photos.data!.length === 0 ? (
            <Text c="dimmed">{t('photos.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {photos.data!.map((photo) => (
                <PhotoCard key={`${photo.kind}-${photo.id}`} photo={photo} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

function PhotoCard({ photo }: { photo: WaitingPhoto }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  const decide = useDecidePhoto();
  const label = t(`photos.kind.${photo.kind}`);
  const send = (decision: PhotoDecision) =>
    decide.mutate(
      { photo, decision },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: t(`photos.done.${decision}`, { name: photo.displayName }),
          }),
      },
    );
  return (
    <Card withBorder component="article" aria-label={`${label}: ${photo.displayName}`}>
      <Stack gap="xs">
        <Image
          src={waitingPhotoUrl(photo)}
          alt={t('photos.alt', { kind: label, name: photo.displayName })}
          h={200}
          fit="contain"
        />
        <Group gap="xs">
          <Badge variant="light">{label}</Badge>
          <Anchor component={Link} to={adminPath(pageRoutes.adminPerson, photo.participantId)}>
            {photo.displayName}
          </Anchor>
        </Group>
        {photo.kind === 'update' && <Text size="sm">{photo.text}</Text>}
        <Text size="xs" c="dimmed">
          {t('photos.since', { when: when(photo.at) })}
        </Text>
        {decide.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" loading={decide.isPending} onClick={() => send('approve')}>
            {t('photos.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={decide.isPending}
            onClick={() => send('reject')}
          >
            {t('photos.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
