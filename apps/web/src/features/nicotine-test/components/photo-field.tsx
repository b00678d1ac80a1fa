import { Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A file field that opens the phone's camera (`capture="environment"`): the way forward when the
 * browser gives no live picture.
 */
export function PhotoField({
  label,
  hint,
  disabled,
  onFile,
  testId,
}: {
  label: string;
  hint: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} fw={500} size="sm">
        {label}
      </Text>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
