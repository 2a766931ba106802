import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { Box, IconButton, InputBase } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clampQuantity, type QuantityState } from './quantity';

interface QuantityInputProps {
  value: number | '';
  stock: number;
  onChange: (next: QuantityState) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
  /** stretch to the container (narrow phone cards) */
  fullWidth?: boolean;
}

/** A − [n] + quantity field that applies the rules of spec 000 §5 as the user types. */
export function QuantityInput({
  value,
  stock,
  onChange,
  disabled,
  size = 'small',
  testId,
  fullWidth,
}: QuantityInputProps) {
  const translate = useTranslate();
  const n = value === '' ? 0 : value;
  const height = size === 'small' ? 36 : 44;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        width: fullWidth ? '100%' : 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2.5,
        height,
        bgcolor: 'background.paper',
        flexShrink: 0,
      }}
    >
      <IconButton
        size="small"
        aria-label={translate('shop.quantity.decrease')}
        disabled={disabled || n <= 0}
        onClick={() => onChange(clampQuantity(n - 1, stock))}
      >
        <Remove fontSize="small" />
      </IconButton>
      <InputBase
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(clampQuantity(e.target.value, stock))}
        inputProps={{
          type: 'number',
          min: 0,
          max: stock,
          step: 1,
          inputMode: 'numeric',
          'aria-label': translate('shop.quantity.label'),
          'data-testid': testId,
        }}
        sx={{
          width: size === 'small' ? 40 : 52,
          '& input': { textAlign: 'center', fontWeight: 600, p: 0, MozAppearance: 'textfield' },
          '& input::-webkit-outer-spin-button, & input::-webkit-inner-spin-button': { WebkitAppearance: 'none', m: 0 },
        }}
      />
      <IconButton
        size="small"
        aria-label={translate('shop.quantity.increase')}
        disabled={disabled || stock <= 0}
        onClick={() => onChange(clampQuantity(n + 1, stock))}
      >
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}
