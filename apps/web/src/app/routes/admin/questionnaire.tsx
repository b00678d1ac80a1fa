import { QuestionnairePage } from '@/features/admin/components/questionnaire-page';

export function Component() {
  return <QuestionnairePage />;
}
