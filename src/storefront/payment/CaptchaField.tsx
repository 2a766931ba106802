import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../../config/runtime';
import { CAPTCHA_STAND_IN_TOKEN, type Lang } from '../../contract/constants';

export interface CaptchaHandle {
  /** a used or refused token cannot be sent again: the widget starts over */
  reset: () => void;
}

/**
 * reCAPTCHA v2 with the site key of the runtime configuration (D15). Without a key (development) a local
 * stand-in checkbox gives the token the server accepts while verification is off.
 */
export const CaptchaField = forwardRef<CaptchaHandle, { lang: Lang; onToken: (token: string | null) => void }>(
  function CaptchaField({ lang, onToken }, ref) {
    const translate = useTranslate();
    const siteKey = runtimeConfig().recaptchaSiteKey;
    const widget = useRef<ReCAPTCHA>(null);
    const [checked, setChecked] = useState(false);
    useImperativeHandle(ref, () => ({
      reset() {
        widget.current?.reset();
        setChecked(false);
        onToken(null);
      },
    }));

    if (siteKey)
      return (
        <Box sx={{ minHeight: 78, overflowX: 'auto' }} data-testid="captcha">
          <ReCAPTCHA
            key={lang}
            ref={widget}
            sitekey={siteKey}
            hl={lang}
            onChange={onToken}
            onExpired={() => onToken(null)}
          />
        </Box>
      );
    return (
      <Box
        data-testid="captcha"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          px: 1.5,
          py: 0.5,
          bgcolor: 'action.hover',
          maxWidth: 320,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={checked}
              onChange={(e) => {
                setChecked(e.target.checked);
                onToken(e.target.checked ? CAPTCHA_STAND_IN_TOKEN : null);
              }}
              inputProps={{ 'aria-describedby': 'captcha-note' }}
              data-testid="captcha-standin"
            />
          }
          label={translate('checkout.captchaStandIn')}
        />
        <Typography id="captcha-note" variant="caption" color="text.secondary" display="block" sx={{ pb: 0.5 }}>
          {translate('checkout.captchaStandInNote')}
        </Typography>
      </Box>
    );
  },
);
