import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import './form-styles';

/**
 * Mantine's PasswordInput with what it leaves out: the field is marked invalid and points at
 * its description and error for screen readers, and the show/hide button speaks the UI language.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const describedBy = [
    props.description ? `${id}-description` : null,
    props.error ? `${id}-error` : null,
  ].filter((part) => part !== null);
  return (
    <PasswordInput
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('password_field.toggle_visibility') }}
      {...props}
    />
  );
}
