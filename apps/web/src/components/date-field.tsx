import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/de';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { formatDate } from '@quit/domain/format';
import { isIsoDate } from '@quit/domain/dates';
import { useTranslation } from '@/lib/use-translation';
import { parseLocalDate } from '@/lib/dates';
import { isLanguage } from '@/lib/i18n';
import './form-styles';
// The date picker's own styles, after the core ones it is built on: only pages with a date field
// load them (the dashboard, which needs none, loads form-styles for its money panel).
import '@mantine/dates/styles.layer.css';

type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale'>;

/**
 * A date typed or picked in the UI language's format (P6: dd.MM.yyyy in German, MM.dd.yyyy in
 * English), weeks starting on Monday. The value is an ISO date string.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const format = (value: string) => {
    const date = value.slice(0, 10);
    return isIsoDate(date) ? formatDate(date, language) : value;
  };
  return (
    <DateInput
      valueFormat={format}
      dateParser={(text) => parseLocalDate(text, language)}
      locale={language}
      firstDayOfWeek={1}
      placeholder={t('date_field.placeholder')}
      description={t('date_field.format')}
      getDayAriaLabel={format}
      ariaLabels={{
        monthLevelControl: t('date_field.choose_month'),
        yearLevelControl: t('date_field.choose_year'),
        nextMonth: t('date_field.next_month'),
        previousMonth: t('date_field.previous_month'),
        nextYear: t('date_field.next_year'),
        previousYear: t('date_field.previous_year'),
        nextDecade: t('date_field.next_decade'),
        previousDecade: t('date_field.previous_decade'),
      }}
      {...props}
    />
  );
}
