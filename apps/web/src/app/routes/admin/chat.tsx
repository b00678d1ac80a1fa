import { useTranslation } from '@/lib/use-translation';
import { AdminPage } from '@/features/admin/components/admin-page';
import { OperatorChat } from '@/features/chat/components/operator-chat';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('nav.chat')}>
      <OperatorChat />
    </AdminPage>
  );
}
