import { useParams } from '@/lib/router';
import { CoursePage } from '@/features/admin/components/course-page';

export function Component() {
  const { courseId = '' } = useParams();
  return <CoursePage key={courseId} courseId={courseId} />;
}
