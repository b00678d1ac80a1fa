import { SignOutScreen } from '@/features/auth/components/sign-out-screen';

export function Component() {
  return <SignOutScreen />;
}
