import ArrowForward from '@mui/icons-material/ArrowForward';
import { alpha, Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface DashboardButtonProps {
  /** Absolute path (may be outside the current area, e.g. the admin ERP button). */
  to: string;
  icon: ReactNode;
  title: string;
  hint?: string;
  /** Accent colour of the icon badge. */
  color?: string;
  testId?: string;
}

/** One of the large buttons of the three dashboards. */
export function DashboardButton({ to, icon, title, hint, color = '#0f766e', testId }: DashboardButtonProps) {
  return (
    <Card sx={{ height: '100%', transition: 'transform .15s ease, box-shadow .15s ease', '&:hover': { transform: 'translateY(-3px)' } }}>
      <CardActionArea component={Link} to={to} data-testid={testId} sx={{ height: '100%', p: { xs: 2.5, sm: 3 }, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2.5 }}>
        <Box
          sx={{
            flexShrink: 0,
            width: { xs: 52, sm: 60 },
            height: { xs: 52, sm: 60 },
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            color,
            bgcolor: alpha(color, 0.12),
            '& svg': { fontSize: { xs: 28, sm: 32 } },
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {hint}
            </Typography>
          )}
        </Box>
        <ArrowForward sx={{ color: 'text.disabled', alignSelf: 'center' }} />
      </CardActionArea>
    </Card>
  );
}
