import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useCancelCourse } from '../api/cancel-course';
// The dialog's styles: it is shown on the danger zone page, where the dashboard's are not loaded.
import './course-styles';

type CancelCourseProps = {
  /** After the course was cancelled: how many refunds the server started. */
  onCancelled: (refunds: number) => void;
};

/** C6: "Cancel course", confirmed in a dialog that says every supporter is refunded in full. */
export function CancelCourse({ onCancelled }: CancelCourseProps) {
  const { t } = useTranslation('course');
  const [opened, { open, close }] = useDisclosure(false);
  const cancelCourse = useCancelCourse({
    onCancelled: (refunds) => {
      close();
      onCancelled(refunds);
    },
  });

  function dismiss() {
    close();
    cancelCourse.reset();
  }

  function confirm() {
    cancelCourse.mutate();
  }

  return (
    <Stack component="section" aria-labelledby="cancel-course-title" gap="sm" align="start">
      <Title order={2} size="h3" id="cancel-course-title">
        {t('cancel.title')}
      </Title>
      <Text>{t('cancel.intro')}</Text>
      {/* red.9: Mantine's lighter reds fail 4.5:1 with white text. */}
      <Button variant="outline" color="red.9" onClick={open}>
        {t('cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t('cancel.dialog_title')}
        closeButtonProps={{ 'aria-label': t('cancel.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('cancel.dialog_text')}</Text>
          <Text fw={600}>{t('cancel.irreversible')}</Text>
          {cancelCourse.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(cancelCourse.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.9" loading={cancelCourse.isPending} onClick={confirm}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
