import { Button, Group, Text } from '@mantine/core';
import type { Language } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';

export const CANNED_ANSWERS = ['welcome', 'craving', 'evening', 'slip', 'check_in'] as const;

/** Ready answers in the language chosen for the participant (not the operator's UI language). */
export function CannedAnswers({
  language,
  onPick,
}: {
  language: Language;
  onPick: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const inLanguage = i18n.getFixedT(language, 'chat');
  return (
    <>
      <Text size="sm" fw={500}>
        {t('operator.canned')}
      </Text>
      <Group gap="xs">
        {CANNED_ANSWERS.map((key) => (
          <Button
            key={key}
            size="xs"
            variant="light"
            lang={language}
            onClick={() => onPick(inLanguage(`canned.${key}.text`))}
          >
            {inLanguage(`canned.${key}.label`)}
          </Button>
        ))}
      </Group>
    </>
  );
}
