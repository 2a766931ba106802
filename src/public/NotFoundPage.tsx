import { Box } from '@mui/material';
import { NotFoundContent } from '../components/NotFoundContent';
import { PublicFrame } from './PublicFrame';
import { PublicHeader } from './PublicHeader';

/** Any unknown path (spec 000 §2). */
export function Component() {
  return (
    <PublicFrame>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <PublicHeader />
        <NotFoundContent />
      </Box>
    </PublicFrame>
  );
}
