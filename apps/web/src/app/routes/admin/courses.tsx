import { CoursesPage } from '@/features/admin/components/courses-page';

export function Component() {
  return <CoursesPage />;
}
