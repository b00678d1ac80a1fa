import {
  DEFAULT_CURRENCY,
  MIN_BALANCE_CENTS,
  COURSE_LENGTH_DAYS,
  TEST_MIN_DAY,
  TEST_WAIT_MINUTES,
} from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { ContactSection } from '@/features/contact/components/contact-section';
import type { CourseFacts } from '@/features/landing/components/course-facts';
import { Faq } from '@/features/landing/components/faq';
import { HallOfFame } from '@/features/landing/components/hall-of-fame';
import { Hero } from '@/features/landing/components/hero';
import { LandingCounters } from '@/features/landing/components/landing-counters';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { SupportAFriend } from '@/features/landing/components/support-a-friend';
import { TeamSection } from '@/features/landing/components/team-section';
import { LandingTestimonials } from '@/features/testimonials/components/landing-testimonials';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import { feeTierLines } from '@/lib/fee-tier-lines';
import { isLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/** Numbers from the deployment's configuration; the defaults stand in until it has loaded. */
function useCourseFacts(): CourseFacts {
  const { i18n, t } = useTranslation();
  const { data: config } = useWebappConfig();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return {
    minBalance: formatMoney(
      config?.minBalanceCents ?? MIN_BALANCE_CENTS,
      language,
      config?.currency ?? DEFAULT_CURRENCY,
    ),
    courseLengthDays: config?.courseLengthDays ?? COURSE_LENGTH_DAYS,
    testMinDay: config?.testMinDay ?? TEST_MIN_DAY,
    testWaitMinutes: config?.testWaitMinutes ?? TEST_WAIT_MINUTES,
    feeTierLines: feeTierLines(t, language, config?.feeTiers, config?.currency),
  };
}

export function Component() {
  const { t } = useTranslation('landing');
  const facts = useCourseFacts();
  const { data: config } = useWebappConfig();
  usePageTitle(t('page_title'));
  return (
    <>
      <Hero />
      <LandingCounters currency={config?.currency ?? DEFAULT_CURRENCY} />
      <HowItWorks facts={facts} />
      <SupportAFriend />
      <HallOfFame />
      <LandingTestimonials />
      <Faq facts={facts} />
      <ContactSection />
      <TeamSection team={config?.team ?? []} />
    </>
  );
}
