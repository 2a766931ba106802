import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { Box, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LtrText } from '../../components/LtrText';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { runtimeConfig } from '../../config/runtime';

/** The seller's name and numbers on paper only: a printed receipt says whose it is (issue 27 §11). */
function PrintedCompanyHeader() {
  const company = runtimeConfig().company;
  if (!company) return null;
  return (
    <Box
      sx={{
        display: 'none',
        '@media print': { display: 'block' },
        mb: 3,
        pb: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="print-company-header"
    >
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{company.name}</Typography>
      <Typography sx={{ fontSize: 13 }}>{company.address}</Typography>
      <Typography sx={{ fontSize: 13 }}>
        RC <LtrText>{company.rc}</LtrText> · NIF <LtrText>{company.nif}</LtrText> · <LtrText>{company.phone}</LtrText>
      </Typography>
    </Box>
  );
}

export type ResultTone = 'success' | 'error' | 'pending';

/** The frame of a payment result page: status icon, title, message, then the details and actions. */
export function ResultCard({
  tone,
  title,
  text,
  children,
  testId,
}: {
  tone: ResultTone;
  title: string;
  text?: string | null;
  children?: ReactNode;
  testId: string;
}) {
  useDocumentTitle(title);
  const Icon = tone === 'success' ? CheckCircleOutline : tone === 'error' ? ErrorOutline : HourglassEmptyOutlined;
  const color = tone === 'success' ? 'success.main' : tone === 'error' ? 'error.main' : 'warning.main';
  return (
    <Card
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 820, mx: 'auto', '@media print': { boxShadow: 'none', border: 0 } }}
      data-testid={testId}
    >
      <PrintedCompanyHeader />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2.5 }}>
        <Icon sx={{ fontSize: { xs: 40, sm: 52 }, color, flexShrink: 0 }} />
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }} data-testid="result-title">
            {title}
          </Typography>
          {text && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="result-text">
              {text}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Card>
  );
}
