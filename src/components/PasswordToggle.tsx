import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';

/**
 * A password input's show/hide state: the input's `type` and the button at its end, labelled with
 * common.showPassword / common.hidePassword through `translate`.
 */
export function usePasswordToggle(translate: (key: string) => string) {
  const [visible, setVisible] = useState(false);
  const label = translate(visible ? 'common.hidePassword' : 'common.showPassword');
  const adornment = (
    <InputAdornment position="end">
      <IconButton
        aria-label={label}
        title={label}
        edge="end"
        onClick={() => setVisible((v) => !v)}
        onMouseDown={(e) => e.preventDefault()}
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: visible ? 'text' : 'password', adornment };
}
