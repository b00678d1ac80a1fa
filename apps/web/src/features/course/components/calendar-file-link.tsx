import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';

/**
 * "Add to calendar": the course as an .ics file (day 1, the diary at 18:00 each day, the test
 * day and its deadline) in the page's language. A plain download link: the session cookie
 * goes with it, and any calendar app opens the file.
 */
export function CalendarFileLink() {
  const { t } = useTranslation('course');
  const language = useLanguage();
  return (
    <Text size="sm">
      <Anchor
        href={`/api/course/calendar.ics?language=${language}`}
        download="quitpot-course.ics"
        data-testid="calendar-file-link"
      >
        {t('calendar_file.link')}
      </Anchor>{' '}
      {t('calendar_file.hint')}
    </Text>
  );
}
