import { Badge, Group, List, Text } from '@mantine/core';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';
import { useHallOfFame } from '../api/get-hall-of-fame';
import { LandingSection } from './landing-section';

/** Hall of Fame: real winners only; the section is absent while there are none. */
export function HallOfFame() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const { data } = useHallOfFame();
  if (!data || data.entries.length === 0) return null;
  return (
    <LandingSection id="hall-of-fame" title={t('hall_of_fame.title')}>
      <Text mb="sm">{t('hall_of_fame.intro')}</Text>
      <List spacing={4} data-testid="hall-of-fame">
        {data.entries.map((entry, index) => (
          <List.Item key={`${entry.name}-${entry.passedOn}-${index}`}>
            <Group gap="xs">
              <Text fw={700}>{entry.name}</Text>
              <Text size="sm">
                {t('hall_of_fame.passed_on', { date: formatDate(entry.passedOn, language) })}
              </Text>
              {entry.sixMonthsSmokeFree && (
                // C8: the 6-month follow-up test was passed.
                <Badge
                  color="teal.9"
                  variant="filled"
                  tt="none"
                  data-testid="hall-of-fame-six-months"
                >
                  {t('hall_of_fame.six_months')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </LandingSection>
  );
}
