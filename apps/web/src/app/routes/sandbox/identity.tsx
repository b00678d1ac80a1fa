import { useParams } from '@/lib/router';
import { SandboxIdentityPage } from '@/features/sandbox/components/sandbox-identity-page';

export function Component() {
  const { sessionId = '' } = useParams();
  return <SandboxIdentityPage key={sessionId} sessionId={sessionId} />;
}
