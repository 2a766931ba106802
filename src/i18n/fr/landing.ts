/** Landing page texts (spec 000 §1) (fr). */
export const landing = {
  landing: {
    menu: 'Menu',
    menuTitle: 'Accès rapide',
    language: 'Langue',
    pharmacyLogin: 'Espace pharmacie',
    pharmacyLoginHint: 'Commander, payer, suivre vos commandes',
    franchiseLogin: 'Espace franchisé',
    franchiseLoginHint: 'Gérer les pharmacies de votre wilaya',
    welcomeTitle: 'Bienvenue sur ParaPharm DZ',
    welcomeMessage:
      'Le portail de commande du réseau de parapharmacies franchisées en Algérie : un catalogue de produits de bien-être sélectionnés, des commandes en ligne sécurisées et une livraison dans toutes les wilayas.',
    clockLabel: 'Date et heure',
    slides: [
      {
        title: 'Un catalogue complet',
        text: 'Soins, hygiène, nutrition et bien-être : tout votre assortiment de parapharmacie au même endroit.',
      },
      {
        title: 'Des produits de confiance',
        text: 'Des formules sélectionnées et développées avec des experts du bien-être.',
      },
      {
        title: 'Partout en Algérie',
        text: 'Un franchisé exclusif par wilaya et des livraisons sous %{preparationHoursFrom} à %{preparationHours} heures ouvrées.',
      },
    ],
    introEyebrow: 'Notre solution',
    introTitle: 'Conseil et développement de produits de bien-être',
    introText:
      'ParaPharm DZ accompagne les pharmacies et les marques avec une solution complète de conseil et de développement de produits de bien-être : étude des besoins, formulation, sélection des fournisseurs, mise sur le marché et distribution à travers un réseau de franchisés organisé par wilaya.',
    features: [
      {
        title: 'Conseil',
        text: 'Analyse de votre officine, de votre clientèle et de votre assortiment pour des recommandations concrètes.',
      },
      {
        title: 'Développement produit',
        text: 'Conception de gammes de bien-être, de la formule au conditionnement, conformes à la réglementation.',
      },
      {
        title: 'Réseau de franchise',
        text: 'Un franchisé par wilaya, environ 30 pharmacies partenaires chacun, un approvisionnement simplifié.',
      },
    ],
    contactTitle: 'Contactez-nous',
    contactText: 'Notre équipe vous répond du dimanche au jeudi, de 8 h 30 à 17 h.',
    phoneSales: 'Service commercial',
    phoneSupport: 'Assistance pharmacies',
    email: 'E-mail',
    followUs: 'Suivez-nous',
    rights: 'Tous droits réservés.',
  },
};
