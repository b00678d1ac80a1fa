import { OutboxPage } from '@/features/admin/components/outbox-page';

export function Component() {
  return <OutboxPage />;
}
