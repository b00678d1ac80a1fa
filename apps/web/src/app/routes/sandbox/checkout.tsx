import { useParams } from '@/lib/router';
import { SandboxCheckoutPage } from '@/features/sandbox/components/sandbox-checkout-page';

export function Component() {
  const { sessionId = '' } = useParams();
  return <SandboxCheckoutPage key={sessionId} sessionId={sessionId} />;
}
