import { List, Text } from '@mantine/core';
import {
  COURSE_LENGTH_DAYS,
  DEFAULT_CURRENCY,
  DIARY_DUE_HOUR,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  MIN_AGE_YEARS,
  MIN_BALANCE_CENTS,
  PARTIAL_PAYOUT_MIN_DAYS,
  REFUND_WINDOW_DAYS,
  TEST_MIN_DAY,
} from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { ExampleOperatorNotice } from '@/features/legal/components/example-operator-notice';
import { LegalSection } from '@/features/legal/components/legal-section';
import { feeTierLines } from '@/lib/fee-tier-lines';
import { currentLanguage } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  const { data: config } = useWebappConfig();
  const feeLines = feeTierLines(tCommon, currentLanguage(), config?.feeTiers, config?.currency);
  // The deployment's numbers (which default to the domain constants); those until they load.
  const money = (cents: number) =>
    formatMoney(cents, currentLanguage(), config?.currency ?? DEFAULT_CURRENCY);
  const window = config?.refundWindowDays ?? REFUND_WINDOW_DAYS;
  return (
    <ContentPage title={t('terms.title')}>
      {config && <ExampleOperatorNotice operator={config.operator} />}
      <LegalSection title={t('terms.scope_title')}>
        <Text>{t('terms.scope', { operator: config?.operator.name ?? '…' })}</Text>
      </LegalSection>
      <LegalSection title={t('terms.course_title')}>
        <List spacing="xs">
          <List.Item>
            {t('terms.course.start', {
              minBalance: money(config?.minBalanceCents ?? MIN_BALANCE_CENTS),
            })}
          </List.Item>
          <List.Item>
            {t('terms.course.length', {
              count: config?.courseLengthDays ?? COURSE_LENGTH_DAYS,
              hour: config?.diaryDueHour ?? DIARY_DUE_HOUR,
            })}
          </List.Item>
          <List.Item>
            {t('terms.course.test', { day: config?.testMinDay ?? TEST_MIN_DAY, window })}
          </List.Item>
          {/* Said up front (T5, T7, T8): filmed, one unannounced, passes audited. */}
          <List.Item>{t('terms.course.filmed')}</List.Item>
          <List.Item>
            {t('terms.course.spot', { day: config?.testMinDay ?? TEST_MIN_DAY })}
          </List.Item>
          <List.Item>{t('terms.course.audit')}</List.Item>
          <List.Item>{t('terms.course.agree')}</List.Item>
          <List.Item>
            {t('terms.course.age', { age: config?.minAgeYears ?? MIN_AGE_YEARS })}
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title={t('terms.fees_title')}>
        <Text>{t('terms.fees_intro')}</Text>
        <List spacing="xs" data-testid="fee-tiers">
          {feeLines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text>
          {t('terms.fees_cover', {
            min: money(config?.donation.minCents ?? DONATION_MIN_CENTS),
            max: money(config?.donation.maxCents ?? DONATION_MAX_CENTS),
          })}
        </Text>
      </LegalSection>
      <LegalSection title={t('terms.refunds_title')}>
        <Text>{t('terms.refunds', { window })}</Text>
      </LegalSection>
      <LegalSection title={t('terms.payouts_title')}>
        <Text>
          {t('terms.payouts', { days: config?.partialPayoutMinDays ?? PARTIAL_PAYOUT_MIN_DAYS })}
        </Text>
      </LegalSection>
      <LegalSection title={t('terms.law_title')}>
        <Text>{t('terms.law')}</Text>
      </LegalSection>
    </ContentPage>
  );
}
