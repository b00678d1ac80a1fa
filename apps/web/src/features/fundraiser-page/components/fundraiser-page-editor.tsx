import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  STORY_MAX_LENGTH,
  type FundraiserPage,
  type FundraiserPhotoRequest,
} from '@quit/contracts/fundraiser';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import {
  OWN_PHOTO_URL,
  useFundraiserPage,
  useRemovePhoto,
  useSavePhoto,
  useSaveStory,
} from '../api/fundraiser-page';

type ContentType = FundraiserPhotoRequest['contentType'];
const isPhotoType = (type: string): type is ContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The participant's words and photo for their fundraiser page (issue 16). */
export function FundraiserPageEditor() {
  const { data: page } = useFundraiserPage();
  return page ? <Editor page={page} /> : null;
}

function Editor({ page }: { page: FundraiserPage }) {
  const { t } = useTranslation('fundraiser_page');
  const saveStory = useSaveStory();
  const savePhoto = useSavePhoto();
  const removePhoto = useRemovePhoto();
  const [story, setStory] = useState(page.story ?? '');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const upload = async (file: File | null) => {
    setPhotoError(null);
    if (!file) return;
    if (!isPhotoType(file.type)) return setPhotoError(t('photo.wrong_type'));
    if (file.size > PHOTO_MAX_BYTES) return setPhotoError(t('photo.too_large'));
    savePhoto.mutate(
      { contentType: file.type, dataBase64: await base64Of(file) },
      {
        onSuccess: () => setVersion((v) => v + 1),
        onError: (error) => setPhotoError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby="fundraiser-page-title" gap="sm">
      <Title order={2} id="fundraiser-page-title">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveStory.mutate(story.trim() === '' ? null : story, {
            onSuccess: () => showToast({ kind: 'success', message: t('story.saved') }),
            onError: (error) => showToast({ kind: 'error', message: errorMessage(error) }),
          });
        }}
      >
        <Stack gap="sm" maw={640}>
          <Textarea
            label={t('story.label')}
            description={t('story.hint', { max: STORY_MAX_LENGTH })}
            rows={4}
            maxLength={STORY_MAX_LENGTH}
            value={story}
            onChange={(event) => setStory(event.currentTarget.value)}
          />
          <Button type="submit" loading={saveStory.isPending} style={{ alignSelf: 'start' }}>
            {t('story.save')}
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" maw={640}>
        {page.photoStatus !== null && (
          <Group gap="md" align="center">
            <Image
              src={`${OWN_PHOTO_URL}?v=${version}`}
              alt={t('photo.alt')}
              w={120}
              h={120}
              fit="cover"
              radius="md"
            />
            <Stack gap={4} align="start">
              <Text size="sm" data-testid="photo-status">
                {t(`photo.status.${page.photoStatus}`)}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={removePhoto.isPending}
                onClick={() => removePhoto.mutate()}
              >
                {t('photo.remove')}
              </Button>
            </Stack>
          </Group>
        )}
        <FileInput
          label={t('photo.label')}
          description={t('photo.hint')}
          accept={PHOTO_CONTENT_TYPES.join(',')}
          clearable={false}
          placeholder={t('photo.choose')}
          onChange={(file) => void upload(file)}
          error={photoError}
          disabled={savePhoto.isPending}
        />
        {savePhoto.isPending && (
          <Alert color="gray" variant="light">
            {t('photo.uploading')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
