import Hub from '@mui/icons-material/HubOutlined';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import { alpha, Box, Card, CardContent, Container, Typography } from '@mui/material';
import { useLiteText } from '../../components/i18nLite';

const icons = [<Lightbulb key="c" />, <Science key="d" />, <Hub key="n" />];
const colors = ['#0f766e', '#65a30d', '#d97706'];

/** The intro text: a consulting and product-development solution for wellness products (spec 000 §1). */
export function IntroSection() {
  const t = useLiteText();
  return (
    <Box component="section" id="solution" sx={{ py: { xs: 7, md: 11 } }} data-testid="landing-intro">
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 780, mx: 'auto', textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          <Typography
            sx={{
              color: 'primary.main',
              fontWeight: 800,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              fontSize: 13,
            }}
          >
            {t.landing.introEyebrow}
          </Typography>
          <Typography variant="h3" component="h2" sx={{ mt: 1, fontSize: { xs: 28, md: 40 } }}>
            {t.landing.introTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: 16, md: 18 }, lineHeight: 1.7 }}>
            {t.landing.introText}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {t.landing.features.map((f, i) => (
            <Card key={f.title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 1.5,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2.5,
                    color: colors[i],
                    bgcolor: alpha(colors[i]!, 0.12),
                    '& svg': { fontSize: 30 },
                  }}
                >
                  {icons[i]}
                </Box>
                <Typography variant="h6" component="h3">
                  {f.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
                  {f.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
