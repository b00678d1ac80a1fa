import {
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import { formatDate } from '@quit/domain/format';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';
import { SeminarItem, SeminarList } from './seminar-item';
import classes from './calendar-page.module.css';

type CalendarDay = ProgrammeCalendar['days'][number];

type DayButtonProps = {
  day: CalendarDay;
  isToday: boolean;
  selected: boolean;
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef: (node: HTMLButtonElement | null) => void;
};

function useDaySummary(day: CalendarDay) {
  const { t } = useTranslation('programme');
  const language = useLanguage();
  const date = formatDate(day.date, language);
  const watched = day.seminars.filter((s) => s.watched).length;
  const seminars = t('calendar.seminars_watched', { watched, total: day.seminars.length });
  const diary = t(`calendar.diary.${day.diary}`);
  return { date, watched, seminars, diary };
}

/** A day of the calendar: its state in words for everyone, in short for the eye. */
export function DayButton({
  day,
  isToday,
  selected,
  tabbable,
  onSelect,
  onKeyDown,
  buttonRef,
}: DayButtonProps) {
  const { t } = useTranslation('programme');
  const { date, watched, seminars, diary } = useDaySummary(day);
  const summary = day.reached
    ? t('calendar.day_summary', { day: day.day, date, seminars, diary })
    : t('calendar.day_future', { day: day.day, date });
  return (
    <UnstyledButton
      ref={buttonRef}
      className={classes.day}
      data-today={isToday || undefined}
      data-selected={selected || undefined}
      data-reached={day.reached || undefined}
      data-diary={day.diary}
      data-testid={`calendar-day-${day.day}`}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {/* The name in words; the short forms below are for the eye (a name of its own would not
          contain the visible text, which speech input users say to press the button). */}
      <VisuallyHidden>{isToday ? `${summary} (${t('calendar.today')})` : summary}</VisuallyHidden>
      <Group justify="space-between" gap={2} wrap="nowrap" aria-hidden>
        <Text fw={700} size="sm">
          {day.day}
        </Text>
        {isToday && (
          <Badge size="xs" variant="filled" tt="none">
            {t('calendar.today')}
          </Badge>
        )}
      </Group>
      <Text size="xs" aria-hidden>
        {date}
      </Text>
      {day.reached && (
        <Text size="xs" aria-hidden>
          ▶ {watched}/{day.seminars.length}
        </Text>
      )}
      <Text size="xs" aria-hidden>
        {diary}
      </Text>
    </UnstyledButton>
  );
}

/** The chosen day: its seminars (to open in the player) and its diary state. */
export function SelectedDay({ day }: { day: CalendarDay }) {
  const { t } = useTranslation('programme');
  const { date, seminars, diary } = useDaySummary(day);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby="selected-day-title"
      data-testid="selected-day"
    >
      <Stack gap="sm">
        <Title order={2} id="selected-day-title">
          {t('calendar.selected_title', { day: day.day, date })}
        </Title>
        {day.reached ? (
          <>
            <Text size="sm">
              {seminars} · {diary}
            </Text>
            <SeminarList>
              {day.seminars.map((seminar) => (
                <SeminarItem key={seminar.id} seminar={seminar} day={day.day} />
              ))}
            </SeminarList>
          </>
        ) : (
          <Text>{t('calendar.not_reached', { date })}</Text>
        )}
        <VisuallyHidden aria-live="polite">
          {t('calendar.selected_title', { day: day.day, date })}
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
