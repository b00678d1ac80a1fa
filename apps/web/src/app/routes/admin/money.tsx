import { MoneyPage } from '@/features/admin/components/money-page';

export function Component() {
  return <MoneyPage />;
}
