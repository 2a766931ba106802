import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useEffect, useState } from 'react';

export const PAY_HIGHLIGHT_MS = 4500;

/**
 * On phones the pay button is highlighted for 4.5 s after the page opens and the page scrolls to it
 * (spec 000 §2, §9), once the content it sits under is there (`ready`).
 */
export function usePayButtonHighlight(button: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!phone || !ready) return;
    button.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setOn(true);
    const timer = setTimeout(() => setOn(false), PAY_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [phone, ready, button]);
  return on;
}
