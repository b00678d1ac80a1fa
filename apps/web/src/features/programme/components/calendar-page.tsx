import { Stack, Table, Text } from '@mantine/core';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { useCalendar } from '../api/get-calendar';
import { DayButton, SelectedDay } from './calendar-day';
import { calendarWeeks, WEEKDAYS } from './calendar-weeks';
import { ProgrammeError } from './programme-error';
import classes from './calendar-page.module.css';

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
