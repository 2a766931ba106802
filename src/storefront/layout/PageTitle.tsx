import { Box, Typography } from '@mui/material';

/** A storefront page's heading and its one-line explanation (the back office has PageHeader, with react-admin's Title). */
export function PageTitle({ title, subtitle, spaced = true }: { title: string; subtitle?: string; spaced?: boolean }) {
  return (
    <Box sx={{ mb: spaced ? 3 : 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Box>
  );
}
