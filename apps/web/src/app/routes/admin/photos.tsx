import { PhotosPage } from '@/features/admin/components/photos-page';

export function Component() {
  return <PhotosPage />;
}
