import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePasswordToggle } from './PasswordToggle';

/** A password input with a show/hide toggle (the reset and security forms). */
export function PasswordField(props: TextFieldProps) {
  const { type, adornment } = usePasswordToggle(useTranslate());
  return <TextField {...props} type={type} slotProps={{ ...props.slotProps, input: { endAdornment: adornment } }} />;
}
