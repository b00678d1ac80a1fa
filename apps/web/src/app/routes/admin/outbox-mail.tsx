import { useParams } from '@/lib/router';
import { OutboxMailPage } from '@/features/admin/components/outbox-mail-page';

export function Component() {
  const { mailId = '' } = useParams();
  return <OutboxMailPage key={mailId} mailId={mailId} />;
}
