import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

/**
 * An outlined TextField made of its parts, as the sign-in form uses it: TextField also brings Select, Menu,
 * Popover and Modal along, a fifth of the pharmacy sign-in page's code (issue 11).
 */
export function OutlinedField({ label, id, ...props }: Omit<OutlinedInputProps, 'label'> & { label: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FormControl variant="outlined">
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={inputId} label={label} {...props} />
    </FormControl>
  );
}
