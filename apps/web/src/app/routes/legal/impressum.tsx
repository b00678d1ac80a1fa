import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { PageLoader } from '@/components/page-loader';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { ExampleOperatorNotice } from '@/features/legal/components/example-operator-notice';
import { LegalSection } from '@/features/legal/components/legal-section';
import { OperatorAddress } from '@/features/legal/components/operator-address';

export function Component() {
  const { t } = useTranslation('legal');
  const { data } = useWebappConfig();
  if (!data) {
    return (
      <ContentPage title={t('impressum.title')}>
        <PageLoader />
      </ContentPage>
    );
  }
  const { operator } = data;
  const given = (value: string | null) => value ?? t('not_given');
  return (
    <ContentPage title={t('impressum.title')}>
      <ExampleOperatorNotice operator={operator} />
      <LegalSection title={t('impressum.provider')}>
        <OperatorAddress operator={operator} />
      </LegalSection>
      {operator.representative !== null && (
        <LegalSection title={t('impressum.representative')}>
          <Text>{operator.representative}</Text>
        </LegalSection>
      )}
      <LegalSection title={t('impressum.contact')}>
        <Text>
          {t('impressum.email')}:{' '}
          <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
        </Text>
        {operator.phone !== null && (
          <Text>
            {t('impressum.phone')}:{' '}
            <Anchor href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`}>{operator.phone}</Anchor>
          </Text>
        )}
      </LegalSection>
      {operator.register !== null && (
        <LegalSection title={t('impressum.register')}>
          <Text>{operator.register}</Text>
        </LegalSection>
      )}
      <LegalSection title={t('impressum.vat_id')}>
        <Text>{given(operator.vatId)}</Text>
      </LegalSection>
      <LegalSection title={t('impressum.responsible')}>
        <Text>{operator.contentResponsible ?? operator.representative ?? operator.name}</Text>
      </LegalSection>
      <LegalSection title={t('impressum.dispute_title')}>
        <Text>{t('impressum.dispute')}</Text>
      </LegalSection>
    </ContentPage>
  );
}
