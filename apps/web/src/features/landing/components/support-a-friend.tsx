import { Button, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { LandingSection } from './landing-section';

export function SupportAFriend() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="support-a-friend" title={t('support.title')}>
      <Text maw={640}>{t('support.text')}</Text>
      <Button
        component={Link}
        to={pageRoutes.supporterSupportIndex}
        variant="outline"
        style={{ alignSelf: 'start' }}
      >
        {t('support.cta')}
      </Button>
    </LandingSection>
  );
}
