import { Badge, Group } from '@mantine/core';
import type { Role } from '@quit/contracts/account';
import { useTranslation } from '@/lib/use-translation';

export function RoleBadges({ roles }: { roles: Role[] }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" color={role === 'admin' ? 'grape' : 'blue'}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
