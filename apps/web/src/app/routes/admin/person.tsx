import { useParams } from '@/lib/router';
import { PersonPage } from '@/features/admin/components/person-page';

export function Component() {
  const { userId = '' } = useParams();
  return <PersonPage key={userId} userId={userId} />;
}
