import { pageRoutes } from '@quit/contracts/routes';
import { DEFAULT_CURRENCY } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from '@/lib/router';
import { ContentPage } from '@/components/content-page';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { QuestionnaireSlides } from '@/features/questionnaires/components/questionnaire-slides';
import { showToast } from '@/lib/toast';

const END_OF_COURSE = 'endofcourse';

/** /welcome/questionnaire and /questionair: the welcome questionnaire, or `?name=endofcourse`. */
export function Component() {
  const { t } = useTranslation('welcome');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: config } = useWebappConfig();
  const name = params.get('name') === END_OF_COURSE ? END_OF_COURSE : 'testquestionnaire';
  const toDashboard = () => void navigate(pageRoutes.participantDashboard);
  return (
    <ContentPage
      title={name === END_OF_COURSE ? t('questionnaire.end_title') : t('questionnaire.title')}
    >
      <QuestionnaireSlides
        key={name}
        name={name}
        currency={config?.currency ?? DEFAULT_CURRENCY}
        onFinish={() => {
          showToast({ kind: 'success', message: t('questionnaire.finished') });
          toDashboard();
        }}
        onSkip={toDashboard}
      />
    </ContentPage>
  );
}
