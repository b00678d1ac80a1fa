import { Alert, Anchor, Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Course } from '@quit/contracts/course';
import { pageRoutes } from '@quit/contracts/routes';
import { daysBetween } from '@quit/domain/dates';
import { formatDate } from '@quit/domain/format';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { useState } from 'react';
import type { TFunction } from '@/lib/i18n-types';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { DateField } from '@/components/date-field';
import { showServerError } from '@/lib/form-errors';
import type { Formatters } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useChooseStartDate } from '../api/choose-start-date';

const FIELDS = ['startDate'];

type StartDateChooserProps = {
  course: Course;
  format: Formatters;
};

/**
 * C3: the day the 28 days begin. Past days cannot be picked (the participant's today, in their
 * time zone, is the first one); while a start is not allowed yet the field is disabled and the
 * reason is said in words.
 */
export function StartDateChooser({ course, format }: StartDateChooserProps) {
  const { t } = useTranslation(['course', 'errors']);
  const chooseStartDate = useChooseStartDate({
    onChosen: (chosen) => {
      if (chosen.startDate === null) return;
      showToast({
        kind: 'success',
        message: t('start_date.success', {
          date: formatDate(chosen.startDate, format.language),
        }),
      });
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { allowed } = course.startDateChoice;
  const form = useForm<{ startDate: string | null; testTerms: boolean }>({
    initialValues: { startDate: course.startDate, testTerms: false },
    validate: {
      startDate: (value) => startDateError(value, course, t),
      // Said up front (T5, T7, T8): agreed each time a date is chosen.
      testTerms: (agreed) => (agreed ? null : t('start_date.test_terms.required')),
    },
  });

  const submit = form.onSubmit(({ startDate }) => {
    if (!startDate) return;
    setFormError(null);
    chooseStartDate.mutate(
      { startDate, testTermsVersion: TEST_TERMS_VERSION },
      {
        onError: (error) =>
          setFormError(
            showServerError(
              form,
              error,
              {
                DATE_IN_PAST: 'startDate',
                START_DATE_TOO_FAR: 'startDate',
                TEST_TERMS_REQUIRED: 'testTerms',
              },
              FIELDS,
            ),
          ),
      },
    );
  });

  return (
    <Stack component="section" aria-labelledby="start-date-title" gap="sm">
      <Title order={2} id="start-date-title">
        {t(course.state === 'scheduled' ? 'start_date.change_title' : 'start_date.title')}
      </Title>
      <Text>
        {t('start_date.intro', {
          days: course.lengthDays,
          today: formatDate(course.today, format.language),
          timeZone: course.timeZone,
        })}
      </Text>
      {!allowed && <RefusalReason course={course} format={format} />}
      <form onSubmit={submit} noValidate aria-labelledby="start-date-title">
        <Stack gap="md" maw={360}>
          <DateField
            label={t('start_date.label')}
            required
            disabled={!allowed}
            // Not minDate/maxDate: those make a typed date outside them vanish without a word.
            // The picker greys those days; a typed one is checked and the reason said.
            getDayProps={(day) => ({
              disabled: day < course.today || day > course.latestStartDate,
            })}
            {...form.getInputProps('startDate')}
          />
          <TestTerms />
          <Checkbox
            label={t('start_date.test_terms.checkbox')}
            required
            disabled={!allowed}
            {...form.getInputProps('testTerms', { type: 'checkbox' })}
            aria-invalid={form.errors['testTerms'] ? true : undefined}
          />
          {formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Button
            type="submit"
            disabled={!allowed}
            loading={chooseStartDate.isPending}
            style={{ alignSelf: 'start' }}
          >
            {t('start_date.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Said up front (T5, T7, T8): what the participant agrees to before the 28 days begin. The same
 * points are on sign-up, "how it works", the terms and the fundraiser page.
 */
function TestTerms() {
  const { t } = useTranslation('course');
  return (
    <Stack gap={4} data-testid="test-terms">
      <Text fw={700}>{t('start_date.test_terms.title')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('start_date.test_terms.filmed')}</List.Item>
        <List.Item>{t('start_date.test_terms.spot')}</List.Item>
        <List.Item>{t('start_date.test_terms.audit')}</List.Item>
      </List>
    </Stack>
  );
}

/** The spec's messages for a typed date the server would refuse, before sending it. */
function startDateError(
  value: string | null,
  course: Course,
  t: TFunction<['course', 'errors']>,
): string | null {
  if (!value) return t('start_date.required');
  const day = value.slice(0, 10);
  if (day < course.today) return t('errors:DATE_IN_PAST');
  if (day > course.latestStartDate) {
    return t('errors:START_DATE_TOO_FAR', {
      maxWeeks: Math.floor(daysBetween(course.today, course.latestStartDate) / 7),
    });
  }
  return null;
}

/** Why the date cannot be chosen yet: the first thing to fix, in C3's order. */
function RefusalReason({ course, format }: StartDateChooserProps) {
  const { t } = useTranslation('course');
  const { reason } = course.startDateChoice;
  return (
    <Alert color="gray" variant="light" data-testid="start-date-reason">
      {reason === 'PROFILE_INCOMPLETE' ? (
        <Stack gap={4} align="start">
          <Text size="sm">{t('start_date.reasons.profile_incomplete')}</Text>
          <Anchor component={Link} to={pageRoutes.participantProfile} size="sm">
            {t('start_date.reasons.profile_link')}
          </Anchor>
        </Stack>
      ) : reason === 'BALANCE_TOO_LOW' ? (
        <Text size="sm">
          {t('start_date.reasons.balance_too_low', {
            goal: format.money(course.minBalanceCents),
            missing: format.money(Math.max(0, course.minBalanceCents - course.balanceCents)),
          })}
        </Text>
      ) : (
        <Text size="sm">{t('start_date.reasons.wrong_state')}</Text>
      )}
    </Alert>
  );
}
