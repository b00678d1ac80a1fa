import { Button, CopyButton, Group, TextInput } from '@mantine/core';

type ShareLinkFieldProps = {
  url: string;
  /** The field's label, e.g. "Your fundraiser link". */
  label: string;
  copyLabel: string;
  copiedLabel: string;
  testId?: string;
};

/** A link to pass on, selected on focus, with a button that copies it. */
export function ShareLinkField({
  url,
  label,
  copyLabel,
  copiedLabel,
  testId,
}: ShareLinkFieldProps) {
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 320px' }}
        data-testid={testId}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'outline'} onClick={copy} aria-live="polite">
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
