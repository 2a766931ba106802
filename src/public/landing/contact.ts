/** Contact details shown on the landing page (spec 000 §1): change them here. Social links are configuration (SOCIAL_*). */
export const contact = {
  phones: [
    { kind: 'phoneSales' as const, display: '+213 (0)23 50 12 34', tel: '+21323501234' },
    { kind: 'phoneSupport' as const, display: '+213 (0)770 12 34 56', tel: '+213770123456' },
  ],
  email: 'contact@parapharm.dz',
};
