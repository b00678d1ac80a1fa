import { JobsPage } from '@/features/admin/components/jobs-page';

export function Component() {
  return <JobsPage />;
}
