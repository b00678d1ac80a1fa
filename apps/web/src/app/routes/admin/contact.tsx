import { ContactPage } from '@/features/admin/components/contact-page';

export function Component() {
  return <ContactPage />;
}
