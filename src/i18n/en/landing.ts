/** Landing page texts (spec 000 §1) (en). */
export const landing = {
  landing: {
    menu: 'Menu',
    menuTitle: 'Quick access',
    language: 'Language',
    pharmacyLogin: 'Pharmacy area',
    pharmacyLoginHint: 'Order, pay and follow your orders',
    franchiseLogin: 'Franchisee area',
    franchiseLoginHint: 'Manage the pharmacies of your wilaya',
    welcomeTitle: 'Welcome to ParaPharm DZ',
    welcomeMessage:
      'The ordering portal of the franchised parapharmacy network in Algeria: a catalogue of selected wellness products, secure online ordering and delivery to every wilaya.',
    clockLabel: 'Date and time',
    slides: [
      {
        title: 'A complete catalogue',
        text: 'Skin care, hygiene, nutrition and wellness: your whole parapharmacy range in one place.',
      },
      { title: 'Products you can trust', text: 'Formulas selected and developed with wellness experts.' },
      {
        title: 'All over Algeria',
        text: 'One exclusive franchisee per wilaya and delivery within %{preparationHoursFrom} to %{preparationHours} business hours.',
      },
    ],
    introEyebrow: 'Our solution',
    introTitle: 'Consulting and development of wellness products',
    introText:
      'ParaPharm DZ supports pharmacies and brands with a complete consulting and product-development solution for wellness products: needs analysis, formulation, supplier selection, market launch and distribution through a network of franchisees organised by wilaya.',
    features: [
      {
        title: 'Consulting',
        text: 'Analysis of your pharmacy, your customers and your range, with concrete recommendations.',
      },
      {
        title: 'Product development',
        text: 'Wellness ranges designed from formula to packaging, compliant with regulations.',
      },
      {
        title: 'Franchise network',
        text: 'One franchisee per wilaya, about 30 partner pharmacies each, simpler supply.',
      },
    ],
    contactTitle: 'Contact us',
    contactText: 'Our team answers Sunday to Thursday, 8:30 am to 5 pm.',
    phoneSales: 'Sales department',
    phoneSupport: 'Pharmacy support',
    email: 'Email',
    followUs: 'Follow us',
    rights: 'All rights reserved.',
  },
};
