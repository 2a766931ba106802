import ArrowForward from '@mui/icons-material/ArrowForward';
import { alpha, Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MIRROR_IN_RTL } from '../theme/themes';

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

/** One of the large buttons of the three dashboards: a tile on wide screens, a row on phones. */
export function DashboardButton({ to, icon, title, hint, color = '#0f766e', testId }: DashboardButtonProps) {
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'transform .15s ease, box-shadow .15s ease, border-color .15s ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: alpha(color, 0.45),
          boxShadow: `0 16px 36px ${alpha(color, 0.18)}`,
        },
        '&:hover .dashboard-arrow': { bgcolor: color, color: '#fff' },
      }}
    >
      <CardActionArea
        component={Link}
        to={to}
        data-testid={testId}
        sx={{
          height: '100%',
          p: { xs: 2.5, sm: 3.5 },
          minHeight: { sm: 190 },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-start' },
          justifyContent: 'flex-start',
          gap: { xs: 2, sm: 2.5 },
          position: 'relative',
        }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: { xs: 52, sm: 68 },
            height: { xs: 52, sm: 68 },
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            color,
            bgcolor: alpha(color, 0.12),
            '& svg': { fontSize: { xs: 28, sm: 36 } },
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="span"
            sx={{ display: 'block', lineHeight: 1.25, fontWeight: 800, fontSize: { xs: 18, sm: 22 } }}
          >
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, fontSize: { sm: 15 } }}>
              {hint}
            </Typography>
          )}
        </Box>
        <Box
          className="dashboard-arrow"
          sx={{
            position: { sm: 'absolute' },
            top: { sm: 24 },
            right: { sm: 24 },
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            bgcolor: 'action.hover',
            transition: 'background-color .15s, color .15s',
          }}
        >
          <ArrowForward fontSize="small" className={MIRROR_IN_RTL} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
