import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneInTalk from '@mui/icons-material/PhoneInTalkOutlined';
import YouTube from '@mui/icons-material/YouTube';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import { type ReactElement, useEffect, useState } from 'react';
import { runtimeConfig } from '../../config/runtime';
import { useLiteText } from '../../components/i18nLite';
import { contact } from './contact';
import { LtrText } from '../../components/LtrText';

const socialIcons: Record<string, ReactElement> = {
  Facebook: <Facebook />,
  Instagram: <Instagram />,
  LinkedIn: <LinkedIn />,
  YouTube: <YouTube />,
};

function ContactLine({ icon, label, value, href }: { icon: ReactElement; label: string; value: string; href: string }) {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 1.25,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,255,255,0.14)',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ opacity: 0.8, fontSize: 14 }}>{label}</Typography>
        <Link
          href={href}
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 700, fontSize: { xs: 17, sm: 19 }, wordBreak: 'break-word' }}
        >
          <LtrText>{value}</LtrText>
        </Link>
      </Box>
    </Stack>
  );
}

/**
 * The configured social links (SOCIAL_* on the server, issue 27 §11), read after the first render: the prerendered
 * landing page is built without them and must hydrate as drawn.
 */
function useSocialLinks() {
  const [links, setLinks] = useState<{ name: string; url: string }[]>([]);
  useEffect(() => setLinks((runtimeConfig().socialLinks ?? []).filter((s) => s.name in socialIcons)), []);
  return links;
}

/** Contact phone numbers and social links (spec 000 §1). */
export function ContactSection() {
  const t = useLiteText();
  const socials = useSocialLinks();
  return (
    <Box
      component="section"
      id="contact"
      sx={{ px: { xs: 1.5, sm: 3 }, pb: { xs: 5, md: 8 } }}
      data-testid="landing-contact"
    >
      <Container
        maxWidth="lg"
        sx={{
          borderRadius: { xs: 2, md: 3 },
          color: '#fff',
          py: { xs: 5, md: 7 },
          px: { xs: 3, md: 7 },
          background:
            'radial-gradient(circle at 85% 15%, rgba(132,204,22,0.35), transparent 40%), linear-gradient(135deg, #115e59 0%, #0f766e 55%, #0d9488 100%)',
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: 28, md: 38 } }}>
            {t.landing.contactTitle}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.88, fontSize: { xs: 16, md: 18 } }}>{t.landing.contactText}</Typography>
          {socials.length > 0 && (
            <>
              <Typography sx={{ mt: 4, mb: 1.5, fontWeight: 700, opacity: 0.9 }}>{t.landing.followUs}</Typography>
              <Stack direction="row" spacing={1}>
                {socials.map((s) => (
                  <IconButton
                    key={s.name}
                    title={s.name}
                    component="a"
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.name}
                    sx={{
                      color: '#fff',
                      bgcolor: 'rgba(255,255,255,0.14)',
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.26)' },
                    }}
                  >
                    {socialIcons[s.name]}
                  </IconButton>
                ))}
              </Stack>
            </>
          )}
        </Box>
        <Stack spacing={2.5}>
          {contact.phones.map((p) => (
            <ContactLine
              key={p.tel}
              icon={<PhoneInTalk />}
              label={t.landing[p.kind]}
              value={p.display}
              href={`tel:${p.tel}`}
            />
          ))}
          <ContactLine
            icon={<EmailOutlined />}
            label={t.landing.email}
            value={contact.email}
            href={`mailto:${contact.email}`}
          />
        </Stack>
      </Container>
    </Box>
  );
}
