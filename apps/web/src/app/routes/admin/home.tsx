import { AdminHome } from '@/features/admin/components/admin-home';

export function Component() {
  return <AdminHome />;
}
