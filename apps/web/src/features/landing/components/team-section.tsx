import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LandingSection } from './landing-section';

type TeamMember = { name: string; role: string };

/** The people behind the site, from the deployment's configuration (OPERATOR_TEAM); none: hidden. */
export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  const { t } = useTranslation('landing');
  if (team.length === 0) return null;
  return (
    <LandingSection id="team" title={t('team.title')}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, sm: 3 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {team.map((member) => (
          <Card key={member.name} withBorder component="li">
            <Text fw={700}>{member.name}</Text>
            {member.role !== '' && <Text c="dimmed">{member.role}</Text>}
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
