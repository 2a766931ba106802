/**
 * Demo franchise network: the admin, the franchisees (one per wilaya) and the
 * pharmacies that order from them. All values satisfy the portal's
 * validation rules (names: letters and spaces; rc: `123456 B16/20`;
 * nif: 15 digits; rib: 20 digits; zip: up to 7 digits).
 *
 * Generated once by a throw-away script and then kept as plain data.
 */
export interface PersonSeed {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface FranchiseeSeed extends PersonSeed {
  wilayaCode: number;
  adress1: string;
  adress2: string;
  zip: string;
  /** 1 = national identity card (18 digits), 2 = passport */
  Id_type: 1 | 2;
  personal_id: string;
  /** 1 = French, 2 = English */
  language: 1 | 2;
}

export interface PharmacySeed {
  name: string;
  email: string;
  phone1: string;
  phone2: string | null;
  rc: string;
  nif: string;
  rib: string;
  wilayaCode: number;
  zip: string;
  address1: string;
  address2: string | null;
  poc: PersonSeed | null;
}

export const ADMIN: PersonSeed = {
  first_name: 'Lamine',
  last_name: 'Kaddour',
  email: 'admin@demo.dz',
  phone: '+213 21 45 67 89'
};

export const FRANCHISEES: FranchiseeSeed[] = [
  {
    first_name: 'Karim',
    last_name: 'Benali',
    email: 'franchise@demo.dz',
    phone: '0550 39 59 76',
    wilayaCode: 16,
    adress1: '24, rue Didouche Mourad',
    adress2: 'Alger Centre',
    zip: '16000',
    Id_type: 1,
    personal_id: '155721057101851016',
    language: 1
  },
  {
    first_name: 'Amina',
    last_name: 'Belkacem',
    email: 'franchise.oran@demo.dz',
    phone: '0698 60 12 10',
    wilayaCode: 31,
    adress1: '8, boulevard Emir Abdelkader',
    adress2: 'Oran centre',
    zip: '31000',
    Id_type: 1,
    personal_id: '192379408864483445',
    language: 1
  },
  {
    first_name: 'Yacine',
    last_name: 'Hamidi',
    email: 'franchise.blida@demo.dz',
    phone: '0796 36 84 96',
    wilayaCode: 9,
    adress1: '15, boulevard Larbi Tebessi',
    adress2: 'Blida',
    zip: '09000',
    Id_type: 2,
    personal_id: 'P24736571',
    language: 2
  },
  {
    first_name: 'Nadia',
    last_name: 'Bouchareb',
    email: 'franchise.constantine@demo.dz',
    phone: '0551 00 41 37',
    wilayaCode: 25,
    adress1: '3, rue Abane Ramdane',
    adress2: 'Constantine',
    zip: '25000',
    Id_type: 1,
    personal_id: '152106630109166628',
    language: 1
  },
  {
    first_name: 'Sofiane',
    last_name: 'Aït Ahmed',
    email: 'franchise.bejaia@demo.dz',
    phone: '0798 48 12 71',
    wilayaCode: 6,
    adress1: '12, boulevard Amirouche',
    adress2: 'Béjaïa',
    zip: '06000',
    Id_type: 1,
    personal_id: '115318275247693594',
    language: 2
  }
];

export const PHARMACIES: PharmacySeed[] = [
  {
    name: 'Pharmacie El Amel',
    email: 'pharmacy@demo.dz',
    phone1: '023 79 89 75',
    phone2: '0558 97 39 72',
    rc: '127977 B16/14',
    nif: '099164925856572',
    rib: '00391375826248516535',
    wilayaCode: 16,
    zip: '16035',
    address1: '14, rue des Frères Bouadou',
    address2: 'Hydra',
    poc: {
      first_name: 'Amine',
      last_name: 'Cherif',
      email: 'amine.cherif@demo.dz',
      phone: '0665 74 45 95'
    }
  },
  {
    name: 'Pharmacie El Bahia',
    email: 'pharmacy.oran@demo.dz',
    phone1: '041 65 13 97',
    phone2: null,
    rc: '331363 B31/11',
    nif: '099312552072155',
    rib: '00108194061813613694',
    wilayaCode: 31,
    zip: '31000',
    address1: '5, boulevard de la Soummam',
    address2: 'Oran centre',
    poc: {
      first_name: 'Sara',
      last_name: 'Brahimi',
      email: 'sara.brahimi@demo.dz',
      phone: '0796 25 26 23'
    }
  },
  {
    name: 'Pharmacie Ibn Sina',
    email: 'ibnsina.babezzouar@demo.dz',
    phone1: '021 53 43 08',
    phone2: '0798 45 52 89',
    rc: '841626 B16/15',
    nif: '099166264232781',
    rib: '00575477125220720797',
    wilayaCode: 16,
    zip: '16311',
    address1: 'Cité 5 Juillet, bâtiment 12, local 3',
    address2: 'Bab Ezzouar',
    poc: {
      first_name: 'Lyes',
      last_name: 'Taleb',
      email: 'lyes.taleb@demo.dz',
      phone: '0773 81 11 07'
    }
  },
  {
    name: 'Pharmacie des Oliviers',
    email: 'oliviers.elbiar@demo.dz',
    phone1: '021 67 11 24',
    phone2: '0770 44 27 81',
    rc: '881027 B16/20',
    nif: '099163391246126',
    rib: '00599501065844148366',
    wilayaCode: 16,
    zip: '16030',
    address1: '27, chemin Sidi Brahim',
    address2: 'El Biar',
    poc: {
      first_name: 'Meriem',
      last_name: 'Benyahia',
      email: 'meriem.benyahia@demo.dz',
      phone: '0558 26 29 88'
    }
  },
  {
    name: 'Pharmacie Centrale de Kouba',
    email: 'centrale.kouba@demo.dz',
    phone1: '021 81 96 13',
    phone2: null,
    rc: '835446 B16/12',
    nif: '099168359002668',
    rib: '01030304260963541844',
    wilayaCode: 16,
    zip: '16050',
    address1: '3, place du Marché',
    address2: null,
    poc: null
  },
  {
    name: 'Pharmacie El Chifa',
    email: 'elchifa.mohammadia@demo.dz',
    phone1: '021 98 25 52',
    phone2: '0697 45 16 42',
    rc: '906887 B16/17',
    nif: '000167911086113',
    rib: '00236164131223256984',
    wilayaCode: 16,
    zip: '16211',
    address1: 'Lotissement El Bahr, villa 18',
    address2: 'Mohammadia',
    poc: {
      first_name: 'Rachid',
      last_name: 'Bouaziz',
      email: 'rachid.bouaziz@demo.dz',
      phone: '0790 74 75 02'
    }
  },
  {
    name: 'Pharmacie Ibn Rochd',
    email: 'ibnrochd.benaknoun@demo.dz',
    phone1: '021 50 25 99',
    phone2: '0775 64 32 20',
    rc: '445153 B16/15',
    nif: '000161084781761',
    rib: '00591211976904213367',
    wilayaCode: 16,
    zip: '16306',
    address1: '9, route nationale 36',
    address2: 'Ben Aknoun',
    poc: {
      first_name: 'Samia',
      last_name: 'Mansouri',
      email: 'samia.mansouri@demo.dz',
      phone: '0552 66 87 94'
    }
  },
  {
    name: 'Pharmacie des Pins',
    email: 'despins.delyibrahim@demo.dz',
    phone1: '021 40 40 65',
    phone2: null,
    rc: '643628 B16/20',
    nif: '099163247425500',
    rib: '00307191580056163703',
    wilayaCode: 16,
    zip: '16320',
    address1: '41, rue Ahmed Ouaked',
    address2: 'Dely Ibrahim',
    poc: {
      first_name: 'Farid',
      last_name: 'Saadi',
      email: 'farid.saadi@demo.dz',
      phone: '0775 58 68 67'
    }
  },
  {
    name: 'Pharmacie El Nour',
    email: 'elnour.cheraga@demo.dz',
    phone1: '021 17 98 14',
    phone2: '0670 41 32 46',
    rc: '425984 B16/11',
    nif: '099162336170627',
    rib: '00504153807981066681',
    wilayaCode: 16,
    zip: '16014',
    address1: '112, boulevard Mohamed Boudiaf',
    address2: 'Chéraga',
    poc: null
  },
  {
    name: 'Pharmacie de la Grande Poste',
    email: 'grandeposte@demo.dz',
    phone1: '023 67 29 67',
    phone2: '0552 94 21 88',
    rc: '384929 B16/10',
    nif: '000166969442491',
    rib: '01000940317973524046',
    wilayaCode: 16,
    zip: '16000',
    address1: '6, boulevard Mohamed Khemisti',
    address2: null,
    poc: {
      first_name: 'Leila',
      last_name: 'Ouali',
      email: 'leila.ouali@demo.dz',
      phone: '0771 41 21 35'
    }
  },
  {
    name: 'Pharmacie El Yasmine',
    email: 'elyasmine.draria@demo.dz',
    phone1: '023 20 79 27',
    phone2: null,
    rc: '180130 B16/17',
    nif: '000166656257095',
    rib: '01085971203737822191',
    wilayaCode: 16,
    zip: '16050',
    address1: 'Cité des 200 logements, bloc B',
    address2: 'Draria',
    poc: {
      first_name: 'Walid',
      last_name: 'Slimani',
      email: 'walid.slimani@demo.dz',
      phone: '0798 67 42 83'
    }
  },
  {
    name: 'Pharmacie du Hamma',
    email: 'hamma.belouizdad@demo.dz',
    phone1: '021 66 96 26',
    phone2: '0696 36 49 28',
    rc: '675779 B16/17',
    nif: '000168735379134',
    rib: '00246918174464643390',
    wilayaCode: 16,
    zip: '16015',
    address1: '88, rue Mohamed Belouizdad',
    address2: 'Belouizdad',
    poc: {
      first_name: 'Imane',
      last_name: 'Chikhi',
      email: 'imane.chikhi@demo.dz',
      phone: '0779 66 93 00'
    }
  },
  {
    name: 'Pharmacie El Rahma',
    email: 'elrahma.elharrach@demo.dz',
    phone1: '023 12 09 07',
    phone2: '0552 40 34 81',
    rc: '292010 B16/22',
    nif: '000165257094377',
    rib: '00141069075687853022',
    wilayaCode: 16,
    zip: '16200',
    address1: '17, avenue de l\'ALN',
    address2: 'El Harrach',
    poc: {
      first_name: 'Hocine',
      last_name: 'Haddad',
      email: 'hocine.haddad@demo.dz',
      phone: '0667 42 29 44'
    }
  },
  {
    name: 'Pharmacie de la Casbah',
    email: 'casbah@demo.dz',
    phone1: '023 63 26 29',
    phone2: null,
    rc: '108217 B16/18',
    nif: '000164091204010',
    rib: '03206566159168911454',
    wilayaCode: 16,
    zip: '16017',
    address1: '2, rue Ahmed Bouzrina',
    address2: 'Casbah',
    poc: null
  },
  {
    name: 'Pharmacie Bab El Oued',
    email: 'babeloued@demo.dz',
    phone1: '021 99 19 21',
    phone2: '0775 37 67 45',
    rc: '825071 B16/14',
    nif: '000169130447198',
    rib: '00733432455062089890',
    wilayaCode: 16,
    zip: '16009',
    address1: '31, avenue Colonel Lotfi',
    address2: null,
    poc: {
      first_name: 'Nassima',
      last_name: 'Khelifi',
      email: 'nassima.khelifi@demo.dz',
      phone: '0560 69 02 01'
    }
  },
  {
    name: 'Pharmacie des Orangers',
    email: 'orangers.birkhadem@demo.dz',
    phone1: '021 69 95 38',
    phone2: '0556 15 20 56',
    rc: '404672 B16/10',
    nif: '000169695623199',
    rib: '00109557527292249499',
    wilayaCode: 16,
    zip: '16330',
    address1: '4, rue des Frères Djilali',
    address2: 'Birkhadem',
    poc: {
      first_name: 'Redouane',
      last_name: 'Bouzid',
      email: 'redouane.bouzid@demo.dz',
      phone: '0773 65 31 65'
    }
  },
  {
    name: 'Pharmacie Ibn Khaldoun',
    email: 'ibnkhaldoun.husseindey@demo.dz',
    phone1: '023 48 65 77',
    phone2: null,
    rc: '191234 B16/12',
    nif: '099160805502356',
    rib: '00132080505897620928',
    wilayaCode: 16,
    zip: '16040',
    address1: '60, rue de Tripoli',
    address2: 'Hussein Dey',
    poc: {
      first_name: 'Yasmina',
      last_name: 'Ferhat',
      email: 'yasmina.ferhat@demo.dz',
      phone: '0773 03 54 34'
    }
  },
  {
    name: 'Pharmacie El Wiam',
    email: 'elwiam.bordjelkiffan@demo.dz',
    phone1: '021 24 25 22',
    phone2: '0552 42 46 77',
    rc: '374886 B16/16',
    nif: '099167823168394',
    rib: '00289690844158174461',
    wilayaCode: 16,
    zip: '16120',
    address1: 'Cité Mokhtar Zerhouni, lot 7',
    address2: 'Bordj El Kiffan',
    poc: null
  },
  {
    name: 'Pharmacie Sidi Fredj',
    email: 'sidifredj.staoueli@demo.dz',
    phone1: '023 49 50 44',
    phone2: '0558 75 66 98',
    rc: '392986 B16/14',
    nif: '000168066240965',
    rib: '00234629411003112043',
    wilayaCode: 16,
    zip: '16062',
    address1: '10, rue du Port (face à la mairie)',
    address2: 'Staouéli',
    poc: {
      first_name: 'Mourad',
      last_name: 'Yahiaoui',
      email: 'mourad.yahiaoui@demo.dz',
      phone: '0696 04 72 54'
    }
  },
  {
    name: 'Pharmacie Ennakhil',
    email: 'ennakhil.darelbeida@demo.dz',
    phone1: '023 22 56 07',
    phone2: null,
    rc: '928151 B16/14',
    nif: '099167546920669',
    rib: '00557251862050116088',
    wilayaCode: 16,
    zip: '16100',
    address1: '23, rue de l\'Aéroport',
    address2: null,
    poc: {
      first_name: 'Kenza',
      last_name: 'Bensaïd',
      email: 'kenza.bensaid@demo.dz',
      phone: '0552 06 16 07'
    }
  },
  {
    name: 'Pharmacie El Hayat',
    email: 'elhayat.rouiba@demo.dz',
    phone1: '021 87 63 95',
    phone2: '0560 16 85 65',
    rc: '326052 B16/11',
    nif: '000166429141541',
    rib: '00587150328786319767',
    wilayaCode: 16,
    zip: '16012',
    address1: '15, boulevard du 1er Novembre',
    address2: 'Rouïba',
    poc: {
      first_name: 'Anis',
      last_name: 'Belhadj',
      email: 'anis.belhadj@demo.dz',
      phone: '0773 30 24 01'
    }
  },
  {
    name: 'Pharmacie Ibn Zohr',
    email: 'ibnzohr.reghaia@demo.dz',
    phone1: '021 83 62 92',
    phone2: '0667 43 90 83',
    rc: '637058 B16/18',
    nif: '099166736418374',
    rib: '03203799693504014742',
    wilayaCode: 16,
    zip: '16010',
    address1: 'Cité Haouch El Bey, n. 45',
    address2: 'Reghaïa',
    poc: null
  },
  {
    name: 'Pharmacie de la Corniche',
    email: 'corniche.ainbenian@demo.dz',
    phone1: '023 99 95 57',
    phone2: null,
    rc: '674774 B16/14',
    nif: '000164426054910',
    rib: '02185793635656388331',
    wilayaCode: 16,
    zip: '16061',
    address1: '7, route de la Corniche',
    address2: 'Aïn Benian',
    poc: {
      first_name: 'Souad',
      last_name: 'Larbi',
      email: 'souad.larbi@demo.dz',
      phone: '0556 93 44 79'
    }
  },
  {
    name: 'Pharmacie El Feth',
    email: 'elfeth.baraki@demo.dz',
    phone1: '023 01 58 24',
    phone2: '0552 71 93 54',
    rc: '313089 B16/11',
    nif: '000161682750801',
    rib: '00328722387060690998',
    wilayaCode: 16,
    zip: '16210',
    address1: 'Coopérative El Feth, lot 29',
    address2: 'Baraki',
    poc: {
      first_name: 'Bilal',
      last_name: 'Mebarki',
      email: 'bilal.mebarki@demo.dz',
      phone: '0798 22 63 98'
    }
  },
  {
    name: 'Pharmacie Errazi',
    email: 'errazi.saoula@demo.dz',
    phone1: '023 61 98 31',
    phone2: '0661 92 97 07',
    rc: '926462 B16/19',
    nif: '000169657094756',
    rib: '00717424302183060011',
    wilayaCode: 16,
    zip: '16340',
    address1: '12, rue principale',
    address2: null,
    poc: {
      first_name: 'Lamia',
      last_name: 'Guerroudj',
      email: 'lamia.guerroudj@demo.dz',
      phone: '0697 30 49 14'
    }
  },
  {
    name: 'Pharmacie du Parc',
    email: 'parc.elachour@demo.dz',
    phone1: '023 60 12 42',
    phone2: null,
    rc: '249776 B16/17',
    nif: '099166508615245',
    rib: '02111018439260478563',
    wilayaCode: 16,
    zip: '16106',
    address1: 'Lotissement du Parc, villa 3',
    address2: 'El Achour',
    poc: null
  },
  {
    name: 'Pharmacie Les Sources',
    email: 'lessources.bmr@demo.dz',
    phone1: '023 44 83 07',
    phone2: '0772 54 03 97',
    rc: '779179 B16/13',
    nif: '099160112955661',
    rib: '03228983590226919604',
    wilayaCode: 16,
    zip: '16313',
    address1: '19, chemin Fernane Hanafi',
    address2: 'Bir Mourad Raïs',
    poc: {
      first_name: 'Omar',
      last_name: 'Aït Ali',
      email: 'omar.aitali@demo.dz',
      phone: '0662 82 80 76'
    }
  },
  {
    name: 'Pharmacie des Roses',
    email: 'roses.ouledfayet@demo.dz',
    phone1: '023 55 99 33',
    phone2: '0798 62 92 48',
    rc: '325901 B16/10',
    nif: '099169245423384',
    rib: '02151527707969640529',
    wilayaCode: 16,
    zip: '16094',
    address1: 'Cité 1200 logements, bâtiment 4',
    address2: 'Ouled Fayet',
    poc: {
      first_name: 'Houda',
      last_name: 'Meziane',
      email: 'houda.meziane@demo.dz',
      phone: '0661 65 78 27'
    }
  },
  {
    name: 'Pharmacie des Hauteurs',
    email: 'hauteurs.bouzareah@demo.dz',
    phone1: '023 44 99 18',
    phone2: null,
    rc: '352291 B16/16',
    nif: '099166185166011',
    rib: '00527167610560577694',
    wilayaCode: 16,
    zip: '16340',
    address1: '52, avenue Mohamed Bouzid',
    address2: 'Bouzaréah',
    poc: {
      first_name: 'Nabil',
      last_name: 'Amrani',
      email: 'nabil.amrani@demo.dz',
      phone: '0770 86 51 31'
    }
  },
  {
    name: 'Pharmacie Sahti',
    email: 'sahti.bologhine@demo.dz',
    phone1: '021 98 85 94',
    phone2: '0698 25 85 40',
    rc: '691357 B16/13',
    nif: '000166924839896',
    rib: '00186561371752702565',
    wilayaCode: 16,
    zip: '16090',
    address1: '8, boulevard Abderrahmane Mira',
    address2: null,
    poc: null
  },
  {
    name: 'Pharmacie El Baraka',
    email: 'elbaraka.elmadania@demo.dz',
    phone1: '023 96 52 21',
    phone2: '0771 56 06 41',
    rc: '644741 B16/20',
    nif: '099168291613352',
    rib: '01089411432366247734',
    wilayaCode: 16,
    zip: '16075',
    address1: '35, rue Boualem Habbour',
    address2: 'El Madania',
    poc: {
      first_name: 'Djamila',
      last_name: 'Kaci',
      email: 'djamila.kaci@demo.dz',
      phone: '0558 64 07 17'
    }
  },
  {
    name: 'Pharmacie du Littoral',
    email: 'littoral.zeralda@demo.dz',
    phone1: '023 85 62 83',
    phone2: null,
    rc: '181833 B16/23',
    nif: '099169309110991',
    rib: '00357964896111050893',
    wilayaCode: 16,
    zip: '16115',
    address1: 'Centre commercial, local 11',
    address2: 'Zéralda',
    poc: {
      first_name: 'Tarek',
      last_name: 'Lounis',
      email: 'tarek.lounis@demo.dz',
      phone: '0551 79 57 24'
    }
  },
  {
    name: 'Pharmacie Ibn Baytar',
    email: 'ibnbaytar.birtouta@demo.dz',
    phone1: '021 40 80 33',
    phone2: '0552 30 11 81',
    rc: '809119 B16/16',
    nif: '099161136228137',
    rib: '00197217037186947569',
    wilayaCode: 16,
    zip: '16045',
    address1: '3, place de l\'Indépendance',
    address2: 'Birtouta',
    poc: {
      first_name: 'Fatima Zohra',
      last_name: 'Boudjemaa',
      email: 'fatimazohra.boudjemaa@demo.dz',
      phone: '0560 12 44 27'
    }
  },
  {
    name: 'Pharmacie Ennasr',
    email: 'ennasr.essenia@demo.dz',
    phone1: '041 33 41 15',
    phone2: '0792 71 48 92',
    rc: '367102 B31/14',
    nif: '099314423979569',
    rib: '03219984974226268835',
    wilayaCode: 31,
    zip: '31100',
    address1: '21, route de l\'Aéroport',
    address2: 'Es Senia',
    poc: null
  },
  {
    name: 'Pharmacie des Palmiers',
    email: 'palmiers.birdjir@demo.dz',
    phone1: '041 13 34 67',
    phone2: null,
    rc: '884780 B31/21',
    nif: '000312615655444',
    rib: '01025438971325285902',
    wilayaCode: 31,
    zip: '31130',
    address1: 'Cité 1000 logements, bloc C, local 2',
    address2: null,
    poc: {
      first_name: 'Abdelkader',
      last_name: 'Zerrouki',
      email: 'abdelkader.zerrouki@demo.dz',
      phone: '0667 68 89 63'
    }
  },
  {
    name: 'Pharmacie Ibn Badis',
    email: 'ibnbadis.oran@demo.dz',
    phone1: '041 39 97 40',
    phone2: '0779 73 49 68',
    rc: '417740 B31/10',
    nif: '000315699550761',
    rib: '02127450772882515295',
    wilayaCode: 31,
    zip: '31000',
    address1: '44, rue Larbi Ben M\'Hidi',
    address2: 'Haï Akid Lotfi',
    poc: {
      first_name: 'Khadidja',
      last_name: 'Hamdi',
      email: 'khadidja.hamdi@demo.dz',
      phone: '0662 07 20 17'
    }
  },
  {
    name: 'Pharmacie du Port',
    email: 'port.arzew@demo.dz',
    phone1: '041 56 61 10',
    phone2: '0550 52 12 91',
    rc: '120445 B31/14',
    nif: '099315047825474',
    rib: '03286741325966285687',
    wilayaCode: 31,
    zip: '31200',
    address1: '9, boulevard de la Marine',
    address2: 'Arzew',
    poc: null
  },
  {
    name: 'Pharmacie de la Plage',
    email: 'plage.ainelturck@demo.dz',
    phone1: '041 31 45 37',
    phone2: null,
    rc: '836407 B31/14',
    nif: '099310181987426',
    rib: '00132118383306381660',
    wilayaCode: 31,
    zip: '31300',
    address1: '16, avenue du Front de Mer',
    address2: 'Aïn El Turck',
    poc: {
      first_name: 'Riad',
      last_name: 'Djebbar',
      email: 'riad.djebbar@demo.dz',
      phone: '0696 00 17 05'
    }
  },
  {
    name: 'Pharmacie Ville des Roses',
    email: 'villedesroses.blida@demo.dz',
    phone1: '025 20 55 59',
    phone2: '0773 04 39 10',
    rc: '630546 B09/12',
    nif: '099090503246879',
    rib: '03240413017220152239',
    wilayaCode: 9,
    zip: '09000',
    address1: '13, avenue Ben Boulaid',
    address2: 'Blida',
    poc: {
      first_name: 'Sabrina',
      last_name: 'Touati',
      email: 'sabrina.touati@demo.dz',
      phone: '0667 65 53 09'
    }
  },
  {
    name: 'Pharmacie El Mitidja',
    email: 'elmitidja.ouledyaich@demo.dz',
    phone1: '025 81 50 64',
    phone2: '0798 85 56 79',
    rc: '336705 B09/17',
    nif: '099094199871911',
    rib: '03214523879654763044',
    wilayaCode: 9,
    zip: '09300',
    address1: 'Cité des 500 logements, local 6',
    address2: null,
    poc: null
  }
];
