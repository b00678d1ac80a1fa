import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep teal-green. Shade 7 (filled buttons, links, focus ring) has 5.1:1 against white and
// shade 9 on shade 1 (light variants) 6.2:1, so both pass WCAG 2.2 AA for normal text.
const pot: MantineColorsTuple = [
  '#e3f6f1',
  '#c2ebdf',
  '#9ddccb',
  '#72cab3',
  '#4cb89c',
  '#2ea587',
  '#1a9175',
  '#0e7c63',
  '#0b6e58',
  '#095c4a',
];

export const theme = createTheme({
  primaryColor: 'pot',
  primaryShade: 7,
  colors: { pot },
  focusRing: 'auto',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Opening and closing menus, dialogs and popovers without motion for whoever asked their
  // device for less of it (WCAG 2.3.3).
  respectReducedMotion: true,
});

/**
 * Mantine's light-scheme greys for dimmed text (gray.6, 3.3:1), placeholders (gray.5) and the
 * error colour (red.6, 3.3:1) fail AA on white; these pass (checked in theme.test.tsx).
 */
export const contrastColors = {
  dimmed: '#495057', // gray.7, 8.2:1
  placeholder: '#6c757d', // 4.7:1
  error: '#c92a2a', // red.9, 5.5:1
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': contrastColors.dimmed,
    '--mantine-color-placeholder': contrastColors.placeholder,
    '--mantine-color-error': contrastColors.error,
  },
  dark: {},
});
