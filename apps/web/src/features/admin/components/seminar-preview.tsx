import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { SeminarContent } from '@quit/contracts/admin-programme';
import { LANGUAGES, type Language } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';

const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/** The seminar as a participant would see it in `language`: video, captions, texts, to-dos. */
export function SeminarPreview({
  content,
  language,
}: {
  content: SeminarContent;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const text = content.texts[language];
  return (
    <Card withBorder component="section" aria-labelledby="seminar-preview">
      <Stack gap="sm">
        <Title order={2} id="seminar-preview" size="h3">
          {t('programme.preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('programme.preview_note')}
        </Text>
        <Title order={3} data-testid="preview-title">
          {text.title}
        </Title>
        <video
          key={`${content.videoUrl}-${language}`}
          controls
          preload="metadata"
          style={{ width: '100%', maxWidth: 720 }}
          data-testid="preview-video"
        >
          <source src={content.videoUrl} type={content.videoType} />
          {LANGUAGES.map((captions) => (
            <track
              key={captions}
              kind="captions"
              srcLang={captions}
              label={LANGUAGE_NAMES[captions]}
              src={content.texts[captions].captionsUrl}
              default={captions === language}
            />
          ))}
        </video>
        <Text style={{ whiteSpace: 'pre-line' }}>{text.description}</Text>
        {text.keyPoints.length > 0 && (
          <>
            <Title order={4}>{t('programme.key_points')}</Title>
            <List>
              {text.keyPoints.map((point, index) => (
                <List.Item key={index}>{point}</List.Item>
              ))}
            </List>
          </>
        )}
        <Title order={4}>{t('programme.todos')}</Title>
        <List>
          {text.todos.map((todo, index) => (
            <List.Item key={index}>{todo}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
