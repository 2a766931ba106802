import type { ComponentProps } from 'react';
import { OutlinedField } from './OutlinedField';
import { usePasswordToggle } from './PasswordToggle';

/** The sign-in form's password input with a show/hide toggle; `translateLabel` gives the toggle's label. */
export function PasswordInput({
  translateLabel,
  ...props
}: ComponentProps<typeof OutlinedField> & { translateLabel: (key: string) => string }) {
  const { type, adornment } = usePasswordToggle(translateLabel);
  return <OutlinedField {...props} type={type} endAdornment={adornment} />;
}
