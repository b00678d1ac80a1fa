import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { CourseFacts } from './course-facts';
import classes from './faq.module.css';
import { LandingSection } from './landing-section';

/** Questions visitors ask, each a native disclosure. */
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
      {/* Native disclosures: an answer opens with the tap, with or without the app's code, and
          the app leaves them as the visitor set them (issue 31). */}
      <div className={classes.list}>
        {entries.map((entry) => (
          <details key={entry.id} className={classes.item} data-faq={entry.id}>
            <summary className={classes.question}>
              <h3 className={classes.heading} id={`faq-${entry.id}`}>
                {entry.question}
              </h3>
            </summary>
            <div className={classes.answer} role="region" aria-labelledby={`faq-${entry.id}`}>
              {typeof entry.answer === 'string' ? <Text>{entry.answer}</Text> : entry.answer}
            </div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
