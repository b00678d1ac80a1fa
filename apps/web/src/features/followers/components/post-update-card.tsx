import { Alert, Button, FileInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { FUNDRAISER_UPDATE_MAX_LENGTH, fundraiserUpdateProblem } from '@quit/domain/followers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { usePostUpdate } from '../api/updates';

const problemCode = {
  empty: 'FUNDRAISER_UPDATE_EMPTY',
  too_long: 'FUNDRAISER_UPDATE_TOO_LONG',
} as const;

async function asPhoto(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return {
    contentType: file.type as 'image/jpeg' | 'image/png' | 'image/webp',
    dataBase64: btoa(binary),
  };
}

/** A8 (record 0080): the participant posts a short update on their page; followers are mailed. */
export function PostUpdateCard() {
  const { t } = useTranslation(['followers', 'errors']);
  const post = usePostUpdate();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fundraiserUpdateProblem(text);
    if (found) {
      setProblem(t(`errors:${problemCode[found]}`, { max: FUNDRAISER_UPDATE_MAX_LENGTH }));
      return;
    }
    setProblem(null);
    const body = { text, ...(photo ? { photo: await asPhoto(photo) } : {}) };
    post.mutate(body, {
      onSuccess: () => {
        setText('');
        setPhoto(null);
      },
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="post-update-title">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="post-update-title" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="post-update-title">
            {t('post_title')}
          </Title>
          <Text size="sm">{t('post_intro')}</Text>
          <Textarea
            label={t('post_text')}
            value={text}
            rows={3}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem ?? (post.isError ? errorMessage(post.error) : undefined)}
          />
          <FileInput
            label={t('post_photo')}
            accept="image/jpeg,image/png,image/webp"
            value={photo}
            onChange={setPhoto}
            clearable
          />
          {post.isSuccess && (
            <Alert color="pot" variant="light" role="status">
              {/* Record 0102: a photo waits for an operator before anyone else sees it. */}
              {t(post.data.photoStatus === 'pending' ? 'posted_photo_pending' : 'posted')}
            </Alert>
          )}
          <Button type="submit" loading={post.isPending} style={{ alignSelf: 'start' }}>
            {t('post_submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
