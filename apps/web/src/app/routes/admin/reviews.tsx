import { ReviewsPage } from '@/features/admin/components/reviews-page';

export function Component() {
  return <ReviewsPage />;
}
