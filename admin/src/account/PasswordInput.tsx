import { TextField } from '@mui/material';

/**
 * A password field as the account forms ask them: required, full width, its problem (or a hint)
 * under it, and `autoComplete` telling the browser's password manager which password it is.
 */
export function PasswordInput(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText: string;
}) {
  return (
    <TextField
      label={props.label}
      type="password"
      autoComplete={props.autoComplete}
      required
      fullWidth
      margin="normal"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
      helperText={props.helperText}
    />
  );
}
