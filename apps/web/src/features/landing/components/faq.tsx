import { Accordion, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseFacts } from './course-facts';
import { LandingSection } from './landing-section';

export function Faq({ facts }: { facts: CourseFacts }) {
  const { t } = useTranslation('landing');
  const entries: { id: string; question: string; answer: ReactNode }[] = [
    { id: 'money', question: t('faq.money.question'), answer: t('faq.money.answer') },
    {
      id: 'minimum',
      question: t('faq.minimum.question'),
      answer: t('faq.minimum.answer', { minBalance: facts.minBalance }),
    },
    { id: 'anonymous', question: t('faq.anonymous.question'), answer: t('faq.anonymous.answer') },
    {
      id: 'fees',
      question: t('faq.fees.question'),
      answer: (
        <Stack gap="xs">
          <Text>{t('faq.fees.answer')}</Text>
          <List data-testid="faq-fee-tiers">
            {facts.feeTierLines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text>{t('faq.fees.after')}</Text>
        </Stack>
      ),
    },
    {
      id: 'test-kit',
      question: t('faq.test_kit.question'),
      answer: t('faq.test_kit.answer', { count: facts.testWaitMinutes, day: facts.testMinDay }),
    },
  ];

  return (
    <LandingSection id="faq" title={t('faq.title')} tinted>
      <Accordion variant="separated" order={3}>
        {entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id} bg="white">
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </LandingSection>
  );
}
