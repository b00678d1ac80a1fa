import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { SeminarContent } from '@quit/contracts/admin-programme';
import type { Language } from '@quit/domain/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useSaveTexts } from '../api/programme-api';

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The draft's words in one language: title, description, key points and to-dos (one a line). */
export function SeminarTextsForm({
  seminarId,
  language,
  text,
}: {
  seminarId: string;
  language: Language;
  text: SeminarContent['texts'][Language];
}) {
  const { t } = useTranslation('admin');
  const save = useSaveTexts();
  const [title, setTitle] = useState(text.title);
  const [description, setDescription] = useState(text.description);
  const [keyPoints, setKeyPoints] = useState(text.keyPoints.join('\n'));
  const [todos, setTodos] = useState(text.todos.join('\n'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        seminarId,
        language,
        texts: { title, description, keyPoints: lines(keyPoints), todos: lines(todos) },
      },
      { onSuccess: () => showToast({ kind: 'success', message: t('programme.texts_saved') }) },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('programme.texts_form', { language: t(`programme.languages.${language}`) })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('programme.field_title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
        />
        <Textarea
          label={t('programme.field_description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          rows={4}
          required
        />
        <Textarea
          label={t('programme.field_key_points')}
          description={t('programme.one_per_line')}
          value={keyPoints}
          onChange={(e) => setKeyPoints(e.currentTarget.value)}
          rows={4}
        />
        <Textarea
          label={t('programme.field_todos')}
          description={t('programme.todos_hint')}
          value={todos}
          onChange={(e) => setTodos(e.currentTarget.value)}
          rows={3}
        />
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'start' }}>
          {t('programme.save_texts')}
        </Button>
      </Stack>
    </form>
  );
}
