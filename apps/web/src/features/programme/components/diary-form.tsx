import { Alert, Button, Group, NumberInput, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiaryEntry } from '@quit/contracts/programme';
import { DIARY_LIMITS, DIARY_NOTES_MAX_LENGTH } from '@quit/domain/diary-entry';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';
import { ListField, ScaleField } from './diary-fields';
import { diaryRequestOf, diaryValuesOf, type DiaryValues } from './diary-values';

// Codes whose own message says what happened; any other failure is "Feedback submit failed".
const OWN_MESSAGE = new Set([
  'DIARY_CLOSED',
  'COURSE_NOT_ACTIVE',
  'INVALID_DATA',
  'RATE_LIMITED',
  'HEALTH_CONSENT_REQUIRED',
]);

type DiaryFormProps = { day: number; entry: DiaryEntry | null };

/** The daily diary (spec §3, P3): every field with its range, checked before it is sent. */
export function DiaryForm({ day, entry }: DiaryFormProps) {
  const { t } = useTranslation(['programme', 'errors']);
  const language = useLanguage();
  const submitFeedback = useSubmitFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<DiaryValues>({
    mode: 'controlled',
    initialValues: diaryValuesOf(entry),
    validate: async (values) => {
      const { validateDiary } = await import('./validate-diary');
      return validateDiary(diaryRequestOf(values, day), t).errors ?? {};
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { validateDiary } = await import('./validate-diary');
    const { request } = validateDiary(diaryRequestOf(values, day), t);
    if (!request) return;
    setRefusal(null);
    setSaved(false);
    submitFeedback.mutate(request, {
      onSuccess: () => {
        setSaved(true);
        showToast({ kind: 'success', message: t('diary.saved') });
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : 'INTERNAL';
        if (error instanceof ApiError) {
          for (const field of error.fields) {
            if (field in values) form.setFieldError(field, t('diary.errors.check_field'));
          }
        }
        setRefusal(OWN_MESSAGE.has(code) ? errorMessage(error) : t('errors:FEEDBACK_FAILED'));
      },
    });
  });

  const titleId = `diary-form-${day}`;
  const whole = {
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'none',
    required: true,
  } as const;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="diary-form">
      <Stack gap="md" maw={640}>
        <Title order={4} id={titleId}>
          {t('diary.form_title', { day })}
        </Title>
        <ScaleField form={form} field="smokingDesire" label={t('diary.smoking_desire')} />
        <ScaleField form={form} field="determination" label={t('diary.determination')} />
        <NumberInput
          label={t('diary.craving_count')}
          min={DIARY_LIMITS.cravingCount.min}
          max={DIARY_LIMITS.cravingCount.max}
          {...whole}
          {...form.getInputProps('cravingCount')}
        />
        <NumberInput
          label={t('diary.sport_minutes')}
          min={DIARY_LIMITS.sportMinutes.min}
          max={DIARY_LIMITS.sportMinutes.max}
          {...whole}
          {...form.getInputProps('sportMinutes')}
        />
        <NumberInput
          label={t('diary.sleep_hours')}
          description={t('diary.sleep_hint')}
          min={DIARY_LIMITS.sleepHours.min}
          max={DIARY_LIMITS.sleepHours.max}
          step={0.5}
          decimalScale={2}
          decimalSeparator={language === 'de' ? ',' : '.'}
          allowNegative={false}
          clampBehavior="none"
          required
          {...form.getInputProps('sleepHours')}
        />
        <NumberInput
          label={t('diary.steps')}
          min={DIARY_LIMITS.steps.min}
          max={DIARY_LIMITS.steps.max}
          {...whole}
          {...form.getInputProps('steps')}
        />
        <Radio.Group
          label={t('diary.smoked')}
          required
          {...form.getInputProps('smokedSinceLastEntry')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label={t('diary.yes')} />
            <Radio value="no" label={t('diary.no')} />
          </Group>
        </Radio.Group>
        <ListField form={form} field="triggers" list="triggertype" label={t('diary.triggers')} />
        <ListField form={form} field="symptoms" list="symptom" label={t('diary.symptoms')} />
        <Textarea
          label={t('diary.notes')}
          description={t('diary.notes_hint', { max: DIARY_NOTES_MAX_LENGTH })}
          rows={4}
          {...form.getInputProps('notes')}
        />
        {refusal !== null && (
          <Alert color="red" variant="light" role="alert" data-testid="diary-error">
            {refusal}
          </Alert>
        )}
        {saved && (
          <Alert color="pot" variant="light" role="status" data-testid="diary-saved">
            {t('diary.saved')}
          </Alert>
        )}
        <Button type="submit" loading={submitFeedback.isPending} style={{ alignSelf: 'start' }}>
          {t('diary.save')}
        </Button>
      </Stack>
    </form>
  );
}
