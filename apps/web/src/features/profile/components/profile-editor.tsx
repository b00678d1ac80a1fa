import { Alert, Stack } from '@mantine/core';
import type { ProfileResponse } from '@quit/contracts/profile';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useProfile, type ProfileSource } from '../api/get-profile';
import { ProfileChecklist } from './profile-checklist';
import { ProfileForm } from './profile-form';
import { ReminderSwitch } from './reminder-switch';
import '@/components/form-styles';

type ProfileEditorProps = {
  source: ProfileSource;
  /** "Complete Your Profile" above the form (the participant's page). */
  withChecklist?: boolean;
  onSaved?: (profile: ProfileResponse) => void;
};

export function ProfileEditor({ source, withChecklist = false, onSaved }: ProfileEditorProps) {
  const { data: profile, error, isPending } = useProfile(source);
  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      {withChecklist && <ProfileChecklist completeness={profile.completeness} />}
      <ProfileForm source={source} profile={profile} onSaved={onSaved} />
      {source === 'participant' && <ReminderSwitch enabled={profile.reminders} />}
    </Stack>
  );
}
