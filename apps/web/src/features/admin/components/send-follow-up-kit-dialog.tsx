import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { TRACKING_TEXT_MAX } from '@quit/contracts/testkit';
import { formatDate } from '@quit/domain/format';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useSendFollowUpKit } from '../api/follow-up-api';
import { useKits } from '../api/testkit-api';
import type { FollowUpKitToPost } from './follow-up-kits-section';

/** C8: an unused kit from stock is posted for a follow-up test (the participant is mailed). */
export function SendFollowUpKitDialog({
  followUp,
  onClose,
}: {
  followUp: FollowUpKitToPost | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const stage = followUp ? t(`follow_ups.stages.${followUp.stage}`) : '';
  return (
    <Modal
      opened={followUp !== null}
      onClose={onClose}
      title={t('follow_ups.send_title', { stage })}
      closeButtonProps={{ 'aria-label': t('follow_ups.close') }}
    >
      {followUp && <SendForm key={followUp.followUpId} followUp={followUp} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({ followUp, onClose }: { followUp: FollowUpKitToPost; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const kits = useKits('unused');
  const send = useSendFollowUpKit();
  const [kitId, setKitId] = useState('');
  const [tracking, setTracking] = useState('');
  // In stock: unused and posted to nobody yet.
  const stock = (kits.data?.testkits ?? []).filter((k) => k.courseId === null);
  const submit = () => {
    if (!kitId) return;
    send.mutate(
      { followUpId: followUp.followUpId, testkitId: kitId, trackingText: tracking },
      {
        onSuccess: (done) => {
          showToast({ kind: 'success', message: t('follow_ups.sent', { code: done.kitCode }) });
          onClose();
        },
      },
    );
  };
  return (
    <Stack>
      <Text>
        {t('follow_ups.send_to', {
          name: followUp.address.name,
          from: formatDate(followUp.opensOn, language),
          to: formatDate(followUp.closesOn, language),
        })}
      </Text>
      {kits.isSuccess && stock.length === 0 ? (
        <Text c="dimmed">{t('follow_ups.no_kits')}</Text>
      ) : (
        <NativeSelect
          label={t('follow_ups.kit_label')}
          description={t('follow_ups.kit_hint')}
          value={kitId}
          onChange={(e) => setKitId(e.currentTarget.value)}
          data={[
            { value: '', label: t('follow_ups.choose_kit') },
            ...stock.map((k) => ({ value: k.id, label: k.code })),
          ]}
          data-autofocus
        />
      )}
      <TextInput
        label={t('follow_ups.tracking_label')}
        description={t('follow_ups.tracking_hint')}
        value={tracking}
        onChange={(e) => setTracking(e.currentTarget.value)}
        maxLength={TRACKING_TEXT_MAX}
      />
      {send.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(send.error)}
        </Alert>
      )}
      <Group justify="end">
        <Button variant="default" onClick={onClose}>
          {t('follow_ups.cancel')}
        </Button>
        <Button onClick={submit} disabled={!kitId} loading={send.isPending}>
          {t('follow_ups.mark_sent')}
        </Button>
      </Group>
    </Stack>
  );
}
