import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { storefrontPage } from '../layout/storefrontPage';

/** /pharmacy/pharmacies and /pharmacy/product: menu entries whose screens the spec does not show (000 §2). */
export const Component = storefrontPage(NotShown, 720, 'notShown.title');

function NotShown() {
  const translate = useTranslate();
  return (
    <Card data-testid="not-shown">
      <CardContent sx={{ textAlign: 'center', p: { xs: 4, sm: 6 } }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <InfoOutlined fontSize="large" />
        </Box>
        <Typography variant="h5" component="h1">
          {translate('notShown.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {translate('notShown.text')}
        </Typography>
        <Button component={Link} to="/pharmacy/dashboard" variant="contained">
          {translate('notShown.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
