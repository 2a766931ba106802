import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from './useDocumentTitle';

interface DashboardHeaderProps {
  title: string;
  subtitle?: string;
  /** Illustration shown on the right on wide screens. */
  image?: string;
}

/** Welcome banner of a dashboard. */
export function DashboardHeader({ title, subtitle, image }: DashboardHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        mb: { xs: 3, sm: 4 },
        borderRadius: 2,
        overflow: 'hidden',
        color: '#fff',
        background:
          'radial-gradient(circle at 90% 10%, rgba(132,204,22,0.3), transparent 45%), linear-gradient(135deg, #115e59 0%, #0f766e 55%, #0d9488 100%)',
        display: 'flex',
        alignItems: 'stretch',
        minHeight: { sm: 150 },
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 2.5, sm: 4 },
          py: { xs: 2.5, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 23, sm: 30 }, lineHeight: 1.2 }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 0.75, opacity: 0.88, fontSize: { xs: 15, sm: 17 } }}>{subtitle}</Typography>}
      </Box>
      {image && (
        <Box
          component="img"
          src={image}
          alt=""
          sx={{
            display: { xs: 'none', md: 'block' },
            width: { md: 320, lg: 420 },
            objectFit: 'cover',
            objectPosition: '75% 50%',
            maskImage: 'linear-gradient(90deg, transparent 0%, #000 35%)',
          }}
        />
      )}
    </Box>
  );
}
