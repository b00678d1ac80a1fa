import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { pageRoutes } from '@quit/contracts/routes';
import { ContentPage } from '@/components/content-page';
import { PageLoader } from '@/components/page-loader';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { ExampleOperatorNotice } from '@/features/legal/components/example-operator-notice';
import { LegalSection } from '@/features/legal/components/legal-section';
import { OperatorAddress } from '@/features/legal/components/operator-address';

const PURPOSES = [
  'account',
  'money',
  'health',
  'test',
  'recording',
  'supporters',
  'mail',
  'contact',
  'logs',
];
const RETENTION = ['account', 'recording', 'money', 'contact', 'logs'];

export function Component() {
  const { t } = useTranslation('legal');
  const { data } = useWebappConfig();
  if (!data) {
    return (
      <ContentPage title={t('privacy.title')}>
        <PageLoader />
      </ContentPage>
    );
  }
  const { operator, processors } = data;
  const processorLines = [
    processors.payments === 'stripe'
      ? t('privacy.processor.payments_stripe')
      : t('privacy.processor.payments_sandbox'),
    processors.mail === null
      ? t('privacy.processor.mail_local')
      : t('privacy.processor.mail', { name: processors.mail }),
    processors.hosting === null
      ? t('privacy.processor.hosting_own')
      : t('privacy.processor.hosting', { name: processors.hosting }),
    ...(processors.clickUp ? [t('privacy.processor.clickup')] : []),
    ...(processors.objectStorage ? [t('privacy.processor.storage')] : []),
  ];
  return (
    <ContentPage title={t('privacy.title')}>
      <ExampleOperatorNotice operator={operator} />
      <LegalSection title={t('privacy.controller_title')}>
        <Text>{t('privacy.controller')}</Text>
        <OperatorAddress operator={operator} />
        <Text>
          <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
        </Text>
      </LegalSection>
      <LegalSection title={t('privacy.purposes_title')}>
        <List spacing="xs">
          {PURPOSES.map((key) => (
            <List.Item key={key} data-testid={`purpose-${key}`}>
              {t(`privacy.purpose.${key}` as 'privacy.purpose.account')}
            </List.Item>
          ))}
        </List>
      </LegalSection>
      <LegalSection title={t('privacy.processors_title')}>
        <Text>{t('privacy.processors_intro')}</Text>
        <List spacing="xs">
          {processorLines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </LegalSection>
      <LegalSection title={t('privacy.retention_title')}>
        <List spacing="xs">
          {RETENTION.map((key) => (
            <List.Item key={key}>
              {t(`privacy.retention.${key}` as 'privacy.retention.account')}
            </List.Item>
          ))}
        </List>
      </LegalSection>
      <LegalSection title={t('privacy.rights_title')}>
        <Text>{t('privacy.rights', { email: operator.email })}</Text>
        <Text>
          <Anchor component={Link} to={pageRoutes.cookiePolicy}>
            {t('privacy.cookies')}
          </Anchor>
        </Text>
      </LegalSection>
    </ContentPage>
  );
}
