import { Radio, Stack } from '@mantine/core';
import type { SignInRole } from '@quit/contracts/account';
import { useTranslation } from '@/lib/use-translation';
import { isSignInRole, SIGN_IN_ROLES } from '../lib/destinations';

type RoleChoiceProps = {
  label: string;
  value: SignInRole;
  onChange: (role: SignInRole) => void;
};

/** Participant or supporter: the role decides which dashboard opens (spec §6). */
export function RoleChoice({ label, value, onChange }: RoleChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(role) => {
        if (isSignInRole(role)) onChange(role);
      }}
    >
      <Stack gap="xs" mt="xs">
        {SIGN_IN_ROLES.map((role) => (
          <Radio
            key={role}
            value={role}
            label={t(`roles.${role}`)}
            description={t(`roles.${role}_description`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
