import { useParams } from '@/lib/router';
import { SeminarEditorPage } from '@/features/admin/components/seminar-editor-page';

export function Component() {
  const { seminarId = '' } = useParams();
  return <SeminarEditorPage key={seminarId} seminarId={seminarId} />;
}
