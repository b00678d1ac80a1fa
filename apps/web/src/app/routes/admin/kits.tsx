import { KitsPage } from '@/features/admin/components/kits-page';

export function Component() {
  return <KitsPage />;
}
