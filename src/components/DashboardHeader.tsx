import { Box, Typography } from '@mui/material';

/** Title block of a dashboard. */
export function DashboardHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ mb: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: { xs: 15, sm: 17 } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
