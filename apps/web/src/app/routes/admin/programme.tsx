import { ProgrammePage } from '@/features/admin/components/programme-page';

export function Component() {
  return <ProgrammePage />;
}
