import { Badge as MantineBadge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useBadges } from '../api/get-badges';

/** The badges earned so far, each with the course day it was earned on. */
export function BadgeList() {
  const { t } = useTranslation('welcome');
  const { data: badges } = useBadges();
  return (
    <Stack component="section" aria-labelledby="badges-title" gap="xs">
      <Title order={3} id="badges-title">
        {t('badges.title')}
      </Title>
      {!badges || badges.length === 0 ? (
        <Text c="dimmed">{t('badges.none')}</Text>
      ) : (
        <Group gap="sm" component="ul" p={0} style={{ listStyle: 'none' }} data-testid="badges">
          {badges.map((badge) => (
            <li key={badge.badge}>
              <MantineBadge size="lg" variant="filled" color="teal.9" tt="none">
                {t(`badges.names.${badge.badge}` as 'badges.names.test_passed')}
                {/* C8: the 6-month badge comes months after the course, not on a course day. */}
                {badge.badge !== 'six_months_smoke_free' && (
                  <> · {t('badges.on_day', { day: badge.day })}</>
                )}
              </MantineBadge>
            </li>
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('badges.rules')}
      </Text>
    </Stack>
  );
}
