import { DEFAULT_CURRENCY } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { CravingInsights } from '@/features/cravings/components/craving-insights';
import { InsightsPage } from '@/features/questionnaires/components/insights-page';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';

export function Component() {
  const { t } = useTranslation('participant');
  const { data: config } = useWebappConfig();
  return (
    <ContentPage title={t('insights.title')}>
      <InsightsPage currency={config?.currency ?? DEFAULT_CURRENCY} />
      <CravingInsights />
      <TestimonialForm />
    </ContentPage>
  );
}
