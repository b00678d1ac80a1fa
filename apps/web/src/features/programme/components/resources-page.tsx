import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { formatDate } from '@quit/domain/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/format';
import { useCalendar } from '../api/get-calendar';
import { useProgrammeDay } from '../api/get-programme-day';
import { useUnwatched } from '../api/get-unwatched';
import { ProgrammeError } from './programme-error';
import { SeminarItem, SeminarList } from './seminar-item';
import { SeminarPlayer } from './seminar-player';

function dayParam(value: string | null): number | null {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= COURSE_LENGTH_DAYS ? day : null;
}

/** /participant/resources: the unwatched seminars first, then every day reached; one plays. */
export function ResourcesPage() {
  const { t } = useTranslation('programme');
  const [params] = useSearchParams();
  const day = dayParam(params.get('day'));
  const seminarId = params.get('seminar');
  const unwatched = useUnwatched();
  const calendar = useCalendar();
  const error = unwatched.error ?? calendar.error;
  if (error) return <ProgrammeError error={error} />;
  if (!unwatched.data || !calendar.data) return <PageLoader />;
  const reached = calendar.data.days.filter((d) => d.reached).reverse();
  return (
    <Stack gap="xl">
      <Text>{t('resources.intro')}</Text>
      {day !== null && seminarId !== null && <OpenSeminar day={day} seminarId={seminarId} />}
      <Stack component="section" aria-labelledby="unwatched-title" gap="sm">
        <Title order={2} id="unwatched-title">
          {t('resources.unwatched_title')}
        </Title>
        {unwatched.data.seminars.length === 0 ? (
          <Text>{t('resources.all_watched')}</Text>
        ) : (
          <SeminarList>
            {unwatched.data.seminars.map((seminar) => (
              <SeminarItem key={seminar.id} seminar={seminar} day={seminar.day} withDay />
            ))}
          </SeminarList>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="days-title" gap="md">
        <Title order={2} id="days-title">
          {t('resources.days_title')}
        </Title>
        {reached.map((d) => (
          <ReachedDay key={d.day} day={d} />
        ))}
      </Stack>
    </Stack>
  );
}

type CalendarDay = NonNullable<ReturnType<typeof useCalendar>['data']>['days'][number];

function ReachedDay({ day }: { day: CalendarDay }) {
  const { t } = useTranslation('programme');
  const language = useLanguage();
  const titleId = `day-${day.day}-title`;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" data-testid="reached-day">
      <Title order={3} id={titleId}>
        {t('day_with_date', { day: day.day, date: formatDate(day.date, language) })}
      </Title>
      <SeminarList>
        {day.seminars.map((seminar) => (
          <SeminarItem key={seminar.id} seminar={seminar} day={day.day} />
        ))}
      </SeminarList>
    </Stack>
  );
}

/** The player for the seminar in the address, moved into view and focus when it changes. */
function OpenSeminar({ day, seminarId }: { day: number; seminarId: string }) {
  const { t } = useTranslation('programme');
  const { data, error, dataUpdatedAt } = useProgrammeDay(day);
  const region = useRef<HTMLDivElement>(null);
  const seminar = data?.seminars.find((s) => s.id === seminarId);
  useEffect(() => {
    if (seminar) region.current?.focus();
  }, [seminar?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per seminar
  return (
    <Stack
      component="section"
      aria-label={t('resources.now_playing')}
      gap="sm"
      ref={region}
      tabIndex={-1}
      data-testid="now-playing"
    >
      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {data && !seminar && (
        <Alert color="gray" variant="light" role="alert">
          {t('resources.not_found')}
        </Alert>
      )}
      {seminar && <SeminarPlayer key={seminar.id} seminar={seminar} loadedAt={dataUpdatedAt} />}
      <Anchor component={Link} to={pageRoutes.participantResources}>
        {t('resources.close_player')}
      </Anchor>
    </Stack>
  );
}
