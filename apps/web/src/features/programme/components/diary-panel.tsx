import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import type { FeedbackCurrentDay } from '@quit/contracts/programme';
import { addDays, dateInTimeZone, startOfDayInstant } from '@quit/domain/dates';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { SlipHelp } from '@/components/slip-help';
import { WhenVisible } from '@/components/when-visible';
import { useLanguage } from '@/lib/format';
import { useFeedbackCurrentDay } from '../api/get-feedback-current-day';
import { ProgrammeError } from './programme-error';
import { formatDay, formatTime, lastMinuteBefore } from './format-instant';

// The form's code (number inputs, choices, the form library) is no part of the dashboard's first
// screen on a phone (record 0086): it loads when the diary is near the screen, or at idle time.
const LazyDiaryForm = lazyNamed(() => import('./diary-form'), 'DiaryForm');

function DiaryForm(props: Parameters<typeof LazyDiaryForm>[0]) {
  return (
    <WhenVisible idle minHeight={400}>
      <Suspense fallback={<Loader size="sm" />}>
        <LazyDiaryForm {...props} />
      </Suspense>
    </WhenVisible>
  );
}

/**
 * "Daily feedback diary": whether it is open (until when) or when it opens, and the form while
 * it is open. Between 18:00 and midnight yesterday's diary is open too and can be chosen, to
 * write it or to change what was written. "Now" is the product's time from the answer, not the
 * device's clock (the two differ on a wrong device clock and in the sandbox's moved calendar).
 */
export function DiaryPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('programme');
  const { data, error } = useFeedbackCurrentDay();
  const [earlier, setEarlier] = useState<number | null>(null);
  const earlierOpen = data?.openDays.find((day) => day < data.day);
  const earlierEntry = data?.openEntries.find((entry) => entry.day === earlierOpen) ?? null;
  return (
    <Stack component="section" aria-labelledby="diary-title" gap="xs">
      <Title order={3} id="diary-title">
        {t('diary_state.title')}
      </Title>
      {error && <ProgrammeError error={error} />}
      {data && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <DiaryState feedback={data} timeZone={timeZone} />
            {earlierOpen !== undefined && (
              <EarlierDay
                day={earlierOpen}
                written={earlierEntry !== null}
                writing={earlier !== null}
                now={data.now}
                timeZone={timeZone}
                onToggle={() => setEarlier(earlier === null ? earlierOpen : null)}
                currentDay={data.day}
              />
            )}
            {earlier !== null && earlierOpen !== undefined ? (
              <DiaryForm key={`earlier-${earlier}`} day={earlier} entry={earlierEntry} />
            ) : (
              data.open && <DiaryForm key={data.day} day={data.day} entry={data.entry} />
            )}
            {/* C9: an open day's entry says "smoked": help, for the participant's eyes only. */}
            {data.openEntries.some((e) => e.smokedSinceLastEntry) && <SlipHelp />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function DiaryState({ feedback, timeZone }: { feedback: FeedbackCurrentDay; timeZone: string }) {
  const { t } = useTranslation('programme');
  const language = useLanguage();
  const now = new Date(feedback.now).getTime();
  const closes = lastMinuteBefore(feedback.closesAt);
  const at = (instant: string | Date) => ({
    time: formatTime(instant, language, timeZone),
    date: formatDay(instant, language, timeZone),
  });
  let text: string;
  if (feedback.open) {
    text = feedback.entry
      ? t('diary_state.written', at(closes))
      : t('diary_state.open_until', at(closes));
  } else if (new Date(feedback.opensAt).getTime() <= now) {
    text = t('diary_state.closed');
  } else {
    const opensToday =
      dateInTimeZone(new Date(feedback.opensAt), timeZone) ===
      dateInTimeZone(new Date(now), timeZone);
    text = opensToday
      ? t('diary_state.opens_today', at(feedback.opensAt))
      : t('diary_state.opens_at', at(feedback.opensAt));
  }
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text fw={600}>{t('day_label', { day: feedback.day })}</Text>
      <Badge
        color={feedback.open ? 'pot' : 'gray'}
        variant="light"
        tt="none"
        size="lg"
        data-testid="diary-state"
        data-open={feedback.open}
      >
        {text}
      </Badge>
    </Group>
  );
}

type EarlierDayProps = {
  day: number;
  currentDay: number;
  written: boolean;
  writing: boolean;
  now: string;
  timeZone: string;
  onToggle: () => void;
};

function EarlierDay(props: EarlierDayProps) {
  const { day, currentDay, written, writing, now, timeZone, onToggle } = props;
  const { t } = useTranslation('programme');
  const language = useLanguage();
  // Yesterday's diary closes when today ends in the participant's time zone.
  const tomorrow = addDays(dateInTimeZone(new Date(now), timeZone), 1);
  const closes = new Date(startOfDayInstant(tomorrow, timeZone).getTime() - 60_000);
  const time = formatTime(closes, language, timeZone);
  return (
    <Group gap="sm" wrap="wrap" data-testid="earlier-diary">
      <Text size="sm">
        {t(written ? 'diary_state.earlier_written' : 'diary_state.earlier_open', { day, time })}
      </Text>
      <Button variant="light" size="xs" onClick={onToggle}>
        {writing
          ? t('diary_state.write_current', { day: currentDay })
          : t(written ? 'diary_state.edit_earlier' : 'diary_state.write_earlier', { day })}
      </Button>
    </Group>
  );
}
