import { PeoplePage } from '@/features/admin/components/people-page';

export function Component() {
  return <PeoplePage />;
}
