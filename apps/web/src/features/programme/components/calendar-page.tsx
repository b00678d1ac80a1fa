import {
  Badge,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { formatDate } from '@quit/domain/format';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useLanguage } from '@/lib/format';
import { useCalendar } from '../api/get-calendar';
import { calendarWeeks, WEEKDAYS } from './calendar-weeks';
import { ProgrammeError } from './programme-error';
import { SeminarItem, SeminarList } from './seminar-item';
import classes from './calendar-page.module.css';

type CalendarDay = ProgrammeCalendar['days'][number];

// Arrow keys move by a day or a week; Home and End go to the first and last course day.
const MOVES: Record<string, (day: number) => number> = {
  ArrowLeft: (day) => day - 1,
  ArrowRight: (day) => day + 1,
  ArrowUp: (day) => day - 7,
  ArrowDown: (day) => day + 7,
  Home: () => 1,
  End: () => COURSE_LENGTH_DAYS,
};

/** /participant/calendar: the 28 days in Monday weeks; a reached day shows its seminars. */
export function CalendarPage() {
  const { t } = useTranslation('programme');
  const { data, error } = useCalendar();
  if (error) return <ProgrammeError error={error} />;
  if (!data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Text>{t('calendar.intro', { days: data.days.length })}</Text>
      <Text fw={600} data-testid="calendar-counts">
        {t('calendar.seminars_count', { count: data.seminarsWatched })} ·{' '}
        {t('calendar.diary_count', { count: data.diaryDaysKept })}
      </Text>
      <CalendarGrid calendar={data} />
    </Stack>
  );
}

function CalendarGrid({ calendar }: { calendar: ProgrammeCalendar }) {
  const { t } = useTranslation('programme');
  const [selected, setSelected] = useState(calendar.day);
  const [focused, setFocused] = useState(calendar.day);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const weeks = calendarWeeks(calendar.days);
  const last = calendar.days.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(1, move(day)));
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  const selectedDay = calendar.days[selected - 1];
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={560}>
        <Table
          className={classes.grid}
          captionSide="top"
          withTableBorder
          withColumnBorders
          layout="fixed"
          data-testid="calendar"
        >
          <Table.Caption ta="start">{t('calendar.grid_label')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {WEEKDAYS.map((weekday) => (
                <Table.Th key={weekday} scope="col">
                  <abbr title={t(`calendar.weekdays_long.${weekday}`)}>
                    {t(`calendar.weekdays.${weekday}`)}
                  </abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week, index) => (
              <Table.Tr key={index} aria-label={t('calendar.week', { week: index + 1 })}>
                {week.map((day, slot) => (
                  <Table.Td key={slot} p={4}>
                    {day && (
                      <DayButton
                        day={day}
                        isToday={day.date === calendar.today}
                        selected={day.day === selected}
                        tabbable={day.day === focused}
                        onSelect={() => {
                          setSelected(day.day);
                          setFocused(day.day);
                        }}
                        onKeyDown={(event) => onKeyDown(event, day.day)}
                        buttonRef={(node) => {
                          if (node) buttons.current.set(day.day, node);
                          else buttons.current.delete(day.day);
                        }}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {selectedDay && <SelectedDay day={selectedDay} />}
    </Stack>
  );
}

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

function DayButton({
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
      aria-label={isToday ? `${summary} (${t('calendar.today')})` : summary}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text fw={700} size="sm">
          {day.day}
        </Text>
        {isToday && (
          <Badge size="xs" variant="filled" tt="none">
            {t('calendar.today')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
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

function SelectedDay({ day }: { day: CalendarDay }) {
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
