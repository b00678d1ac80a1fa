import { SandboxPage } from '@/features/admin/components/sandbox-page';

export function Component() {
  return <SandboxPage />;
}
