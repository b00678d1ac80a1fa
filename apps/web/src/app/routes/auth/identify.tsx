import { IdentifyPage } from '@/features/auth/components/identify-page';

export function Component() {
  return <IdentifyPage />;
}
