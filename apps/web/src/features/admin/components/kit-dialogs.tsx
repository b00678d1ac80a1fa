import { KIT_ASSIGNABLE_COURSE_STATES } from '@quit/domain/nicotine-test';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TRACKING_TEXT_MAX, type AdminTestkit } from '@quit/contracts/testkit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useCourses } from '../api/admin-api';
import { useAssignKit, useKits, useMarkKitMissing } from '../api/testkit-api';
import { StateBadge } from './state-badge';

/** Course states a kit may be posted for (the API refuses others, in the operator's language). */
const POSTABLE = new Set<string>(KIT_ASSIGNABLE_COURSE_STATES);

/** Post an unused kit: find the participant's course by name or email, then assign. */
export function AssignKitDialog({
  kit,
  onClose,
}: {
  kit: AdminTestkit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={kit !== null}
      onClose={onClose}
      title={t('kits.assign_title', { code: kit?.code ?? '' })}
      closeButtonProps={{ 'aria-label': t('kits.close') }}
      size="lg"
    >
      {kit && <AssignKitForm key={kit.id} kit={kit} onClose={onClose} />}
    </Modal>
  );
}

function AssignKitForm({ kit, onClose }: { kit: AdminTestkit; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [courseId, setCourseId] = useState('');
  const [tracking, setTracking] = useState('');
  const courses = useCourses('', q, undefined);
  const assign = useAssignKit();
  const found = (courses.data?.items ?? []).filter((c) => POSTABLE.has(c.state));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setCourseId('');
  };
  const submit = () => {
    if (!courseId) return;
    assign.mutate(
      { kitId: kit.id, courseId, trackingText: tracking },
      {
        onSuccess: (done) => {
          showToast({
            kind: 'success',
            message: t('kits.assigned', { code: done.code, name: done.participantName ?? '' }),
          });
          onClose();
        },
      },
    );
  };
  return (
    <Stack>
      <form onSubmit={search}>
        <Group align="end">
          <TextInput
            label={t('kits.search_label')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Button type="submit" variant="default">
            {t('kits.search')}
          </Button>
        </Group>
      </form>
      {q !== '' && !courses.isPending && found.length === 0 && (
        <Text c="dimmed">{t('kits.no_course')}</Text>
      )}
      {q !== '' && found.length > 0 && (
        <Radio.Group
          label={t('kits.pick_course')}
          value={courseId}
          onChange={setCourseId}
          name="course"
        >
          <Stack gap="xs" mt="xs">
            {found.map((c) => (
              <Group key={c.id} gap="xs">
                <Radio
                  value={c.id}
                  label={`${c.participantName ?? '—'} · ${c.participantEmail ?? '—'}`}
                />
                <StateBadge state={c.state} />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <TextInput
        label={t('kits.tracking_label')}
        description={t('kits.tracking_hint')}
        value={tracking}
        onChange={(e) => setTracking(e.currentTarget.value)}
        maxLength={TRACKING_TEXT_MAX}
      />
      {assign.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(assign.error)}
        </Alert>
      )}
      <Group justify="end">
        <Button variant="default" onClick={onClose}>
          {t('kits.cancel')}
        </Button>
        <Button onClick={submit} disabled={!courseId} loading={assign.isPending}>
          {t('kits.assign')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Mark a kit missing (lost in the post); when it had a course, offer at once to post another
 * unused kit to that course.
 */
export function MissingKitDialog({
  kit,
  onClose,
}: {
  kit: AdminTestkit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={kit !== null}
      onClose={onClose}
      title={t('kits.missing_title', { code: kit?.code ?? '' })}
      closeButtonProps={{ 'aria-label': t('kits.close') }}
    >
      {kit && <MissingKitForm key={kit.id} kit={kit} onClose={onClose} />}
    </Modal>
  );
}

function MissingKitForm({ kit, onClose }: { kit: AdminTestkit; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const mark = useMarkKitMissing();
  const assign = useAssignKit();
  const [marked, setMarked] = useState<AdminTestkit | null>(null);
  const [replacement, setReplacement] = useState('');
  const unused = useKits('unused');
  const spare = (unused.data?.testkits ?? []).filter(
    (k) => k.state === 'unused' && !k.courseId && k.id !== kit.id,
  );
  const confirm = () => {
    mark.mutate(kit.id, {
      onSuccess: (done) => {
        // With a course, the dialog stays open and says so itself (a toast would cover it).
        if (done.courseId) return setMarked(done);
        showToast({ kind: 'success', message: t('kits.marked_missing', { code: done.code }) });
        onClose();
      },
    });
  };
  const replace = () => {
    if (!marked?.courseId || !replacement) return;
    assign.mutate(
      { kitId: replacement, courseId: marked.courseId },
      {
        onSuccess: (done) => {
          showToast({
            kind: 'success',
            message: t('kits.assigned', { code: done.code, name: done.participantName ?? '' }),
          });
          onClose();
        },
      },
    );
  };
  const failed = mark.error ?? assign.error;
  return (
    <Stack>
      {marked ? (
        <>
          <Text>
            {t('kits.replace_text', {
              code: marked.code,
              name: marked.participantName ?? marked.participantEmail ?? '—',
            })}
          </Text>
          <NativeSelect
            label={t('kits.replacement')}
            value={replacement}
            onChange={(e) => setReplacement(e.currentTarget.value)}
            data={[
              { value: '', label: t('kits.choose_kit') },
              ...spare.map((k) => ({ value: k.id, label: k.code })),
            ]}
          />
          {spare.length === 0 && <Text c="dimmed">{t('kits.no_spare')}</Text>}
        </>
      ) : (
        <Text>{t('kits.missing_text')}</Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      <Group justify="end">
        <Button variant="default" onClick={onClose}>
          {marked ? t('kits.later') : t('kits.cancel')}
        </Button>
        {marked ? (
          <Button onClick={replace} disabled={!replacement} loading={assign.isPending}>
            {t('kits.assign_replacement')}
          </Button>
        ) : (
          <Button color="red" onClick={confirm} loading={mark.isPending}>
            {t('kits.mark_missing')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
