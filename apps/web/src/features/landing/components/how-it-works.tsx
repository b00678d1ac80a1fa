import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { IconCalendarCheck, IconCoins, IconFlask, IconScale } from '@/components/icons';
import type { CourseFacts } from './course-facts';
import { LandingSection } from './landing-section';

export function HowItWorks({ facts }: { facts: CourseFacts }) {
  const { t } = useTranslation('landing');
  const steps = [
    {
      icon: IconCoins,
      title: t('how_it_works.raise.title'),
      text: t('how_it_works.raise.text', { minBalance: facts.minBalance }),
    },
    {
      icon: IconCalendarCheck,
      title: t('how_it_works.course.title', { count: facts.courseLengthDays }),
      text: t('how_it_works.course.text'),
    },
    {
      icon: IconFlask,
      title: t('how_it_works.test.title', { day: facts.testMinDay }),
      text: t('how_it_works.test.text', { day: facts.testMinDay }),
    },
    {
      icon: IconScale,
      title: t('how_it_works.outcome.title'),
      text: t('how_it_works.outcome.text'),
    },
  ];

  return (
    <LandingSection id="how-it-works" title={t('how_it_works.title')} tinted>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2 }}
        spacing="xl"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step) => (
          <Stack component="li" key={step.title} gap="xs">
            <ThemeIcon size={44} radius="md" aria-hidden>
              <step.icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text>{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
