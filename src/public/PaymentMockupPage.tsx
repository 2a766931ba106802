import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircleRounded';
import Download from '@mui/icons-material/DownloadRounded';
import Email from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/PhoneInTalkOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Snackbar, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLiteLang, useLiteText } from '../components/i18nLite';
import { formatDate, formatDZD, SUPPORT_LINE } from '../contract/constants';
import { PublicFrame } from './PublicFrame';
import { PublicHeader } from './PublicHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { intlLocale } from '../i18n/lang';
import { MIRROR_IN_RTL } from '../theme/themes';

/** Placeholder transaction of the mock-up (spec 000 §2 /test). */
const sample = {
  orderId: '7f3c2a9e-4b1d-4e8a-9c55-1d2e3f4a5b6c',
  orderNumber: 'PP00012345',
  approvalCode: '482913',
  date: new Date(),
  method: 'CIB/EDAHABIA',
  amount: 24_990.5,
};

/** /test: static payment-success mock-up with placeholder data and the result-page buttons. */
export function Component() {
  const t = useLiteText();
  useDocumentTitle(t.mockup.title);
  const [lang] = useLiteLang();
  const [notice, setNotice] = useState(false);
  const time = sample.date.toLocaleTimeString(intlLocale(lang), { hour: '2-digit', minute: '2-digit' });
  const rows: [string, string][] = [
    [t.mockup.respCode, t.mockup.respCodeValue],
    [t.mockup.orderId, sample.orderId],
    [t.mockup.orderNumber, sample.orderNumber],
    [t.mockup.approvalCode, sample.approvalCode],
    [t.mockup.date, `${formatDate(sample.date)} ${time}`],
    [t.mockup.method, sample.method],
    [t.mockup.amount, formatDZD(sample.amount, lang)],
  ];
  return (
    <PublicFrame>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', '@media print': { bgcolor: '#fff' } }}>
        <Box sx={{ '@media print': { display: 'none' } }}>
          <PublicHeader />
        </Box>
        <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 3, sm: 6 } }}>
          <Card data-testid="payment-mockup">
            <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
              <Stack alignItems="center" textAlign="center" spacing={1.5}>
                <CheckCircle sx={{ fontSize: 76, color: 'success.main' }} />
                <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
                  {t.mockup.title}
                </Typography>
                <Typography color="text.secondary">{t.mockup.subtitle}</Typography>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t.mockup.notice}
                  sx={{ '@media print': { display: 'none' } }}
                />
              </Stack>
              <Box
                component="dl"
                sx={{
                  mt: 4,
                  mb: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                  rowGap: { xs: 0.25, sm: 1.5 },
                  columnGap: 3,
                }}
              >
                {rows.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Divider sx={{ my: 3 }} />
              <Stack direction="row" spacing={2} alignItems="center">
                <Box
                  component="img"
                  src="/img/cib-edahabia.svg"
                  alt="CIB / EDAHABIA"
                  sx={{ height: 40, width: 'auto' }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t.mockup.support}{' '}
                  <Box component="span" sx={{ fontWeight: 800, color: 'success.main', whiteSpace: 'nowrap' }}>
                    <Phone sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }} />
                    {SUPPORT_LINE}
                  </Box>
                </Typography>
              </Stack>
              <Box
                sx={{
                  mt: 4,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                  '@media print': { display: 'none' },
                }}
              >
                <Button
                  component={Link}
                  to="/pharmacy/dashboard"
                  variant="contained"
                  startIcon={<ArrowBack className={MIRROR_IN_RTL} />}
                >
                  {t.mockup.backToDashboard}
                </Button>
                <Button variant="outlined" startIcon={<Download />} onClick={() => setNotice(true)}>
                  {t.mockup.download}
                </Button>
                <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
                  {t.mockup.print}
                </Button>
                <Button variant="outlined" startIcon={<Email />} onClick={() => setNotice(true)}>
                  {t.mockup.email}
                </Button>
              </Box>
            </CardContent>
          </Card>
        </Box>
        <Snackbar
          open={notice}
          autoHideDuration={4000}
          onClose={() => setNotice(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity="info" variant="filled" onClose={() => setNotice(false)}>
            {t.mockup.demoAction}
          </Alert>
        </Snackbar>
      </Box>
    </PublicFrame>
  );
}
