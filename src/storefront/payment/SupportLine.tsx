import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORT_LINE } from '../../contract/constants';

/** The SATIM toll-free support line every payment result page shows (spec 000 §1, D17). */
export function SupportLine() {
  const translate = useTranslate();
  return (
    <Box
      data-testid="support-line"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        flexWrap: 'wrap',
      }}
    >
      <PhoneInTalkOutlined color="primary" />
      <Typography variant="body2">{translate('paymentResult.support')}</Typography>
      <Box
        component="a"
        href={`tel:${SUPPORT_LINE}`}
        sx={{
          px: 1.25,
          py: 0.25,
          borderRadius: 1.5,
          bgcolor: '#15803d',
          color: '#fff',
          fontWeight: 800,
          fontSize: 18,
          textDecoration: 'none',
          letterSpacing: 1,
        }}
      >
        {SUPPORT_LINE}
      </Box>
    </Box>
  );
}
