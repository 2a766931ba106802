/**
 * Demo catalogue: parapharmacy categories and generic products.
 *
 * Names are plain letters and spaces (the portal's name validation rejects
 * digits and punctuation). Prices are in Algerian dinars (DZD):
 *   cost           – purchase cost for the franchise network
 *   price          – wholesale price charged to the pharmacy
 *   customer_price – recommended retail price at the pharmacy counter
 * `images` is the number of generated files server/seed/images/<ref>-<n>.webp.
 */
export interface CategorySeed {
  key: string;
  nameFR: string;
  nameEN: string;
  descriptionFR: string;
  descriptionEN: string;
  /** hex colour, used for the generated product images */
  color: string;
}

export interface ProductSeed {
  ref: string;
  name: string;
  /** CategorySeed.key */
  category: string;
  descriptionFr: string;
  descriptionEn: string;
  price: number;
  cost: number;
  customer_price: number;
  quantity: number;
  /** how many image files exist for it: 2 or 3 */
  images: number;
}

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'face',
    nameFR: 'Soins du visage',
    nameEN: 'Face care',
    descriptionFR: 'Nettoyants, crèmes hydratantes, sérums et masques pour prendre soin de tous les types de peau au quotidien.',
    descriptionEN: 'Cleansers, moisturisers, serums and masks to care for every skin type, every day.',
    color: '#d9728f',
  },
  {
    key: 'body',
    nameFR: 'Soins du corps',
    nameEN: 'Body care',
    descriptionFR: 'Laits, baumes, huiles et gels douche pour nourrir, réparer et protéger la peau du corps.',
    descriptionEN: 'Lotions, balms, oils and shower gels to nourish, repair and protect the skin of the body.',
    color: '#5b8fd6',
  },
  {
    key: 'oral',
    nameFR: 'Hygiène buccale',
    nameEN: 'Oral care',
    descriptionFR: 'Dentifrices, bains de bouche, brosses et fils dentaires pour des dents saines et des gencives protégées.',
    descriptionEN: 'Toothpastes, mouthwashes, toothbrushes and floss for healthy teeth and protected gums.',
    color: '#1fa2b8',
  },
  {
    key: 'baby',
    nameFR: 'Bébé et maman',
    nameEN: 'Baby and mother',
    descriptionFR: 'Soins doux pour la toilette et le change de bébé, et produits adaptés à la grossesse et à l’allaitement.',
    descriptionEN: 'Gentle products for baby bathing and changing, and care adapted to pregnancy and breastfeeding.',
    color: '#e8a15c',
  },
  {
    key: 'supplements',
    nameFR: 'Compléments alimentaires',
    nameEN: 'Food supplements',
    descriptionFR: 'Vitamines, minéraux, probiotiques et produits de la ruche pour compléter une alimentation équilibrée.',
    descriptionEN: 'Vitamins, minerals, probiotics and bee products to complement a balanced diet.',
    color: '#4f9d5b',
  },
  {
    key: 'sun',
    nameFR: 'Solaires',
    nameEN: 'Sun care',
    descriptionFR: 'Protections solaires pour le visage, le corps et les enfants, et soins apaisants après exposition.',
    descriptionEN: 'Sun protection for face, body and children, plus soothing after-sun care.',
    color: '#f0a12a',
  },
  {
    key: 'hair',
    nameFR: 'Capillaires',
    nameEN: 'Hair care',
    descriptionFR: 'Shampooings, masques et lotions pour traiter les pellicules, la chute et les cheveux abîmés.',
    descriptionEN: 'Shampoos, masks and lotions to treat dandruff, hair loss and damaged hair.',
    color: '#8a63c2',
  },
];

type P = [
  ref: string,
  name: string,
  category: string,
  descriptionFr: string,
  descriptionEn: string,
  cost: number,
  price: number,
  customer_price: number,
  quantity: number,
  images: 2 | 3,
];

const rows: P[] = [
  // ── Soins du visage ──────────────────────────────────────────────
  ['PF-0001', 'Crème hydratante peaux sèches', 'face',
    'Crème riche à la glycérine et au beurre de karité qui hydrate intensément les peaux sèches et sensibles. Appliquer matin et soir sur le visage propre.',
    'Rich cream with glycerin and shea butter that deeply moisturises dry and sensitive skin. Apply morning and evening to clean skin.',
    1450, 1900, 2600, 120, 3],
  ['PF-0002', 'Gel nettoyant purifiant', 'face',
    'Gel moussant sans savon pour peaux mixtes à grasses. Élimine l’excès de sébum et les impuretés sans dessécher. Rincer à l’eau tiède.',
    'Soap-free foaming gel for combination to oily skin. Removes excess sebum and impurities without drying. Rinse with lukewarm water.',
    980, 1300, 1800, 150, 3],
  ['PF-0003', 'Sérum vitamine C éclat', 'face',
    'Sérum concentré en vitamine C stabilisée qui ravive l’éclat du teint et atténue les taches. Quelques gouttes le matin avant la crème de jour.',
    'Concentrated stabilised vitamin C serum that revives radiance and fades dark spots. A few drops in the morning before your day cream.',
    2600, 3400, 4600, 45, 3],
  ['PF-0004', 'Eau micellaire démaquillante', 'face',
    'Eau micellaire douce qui démaquille, nettoie et apaise le visage et les yeux en un seul geste, sans rinçage. Convient aux peaux sensibles.',
    'Gentle micellar water that removes make-up, cleanses and soothes face and eyes in one step, no rinsing needed. Suitable for sensitive skin.',
    850, 1150, 1600, 200, 2],
  ['PF-0005', 'Crème de nuit régénérante', 'face',
    'Soin de nuit au rétinol doux et à l’acide hyaluronique qui lisse les ridules et régénère la peau pendant le sommeil.',
    'Night cream with gentle retinol and hyaluronic acid that smooths fine lines and regenerates the skin while you sleep.',
    2300, 3000, 4100, 60, 2],
  ['PF-0006', 'Contour des yeux défatigant', 'face',
    'Gel frais à la caféine qui réduit les poches et les cernes. Appliquer en tapotant du coin interne vers l’extérieur de l’œil.',
    'Cooling caffeine gel that reduces puffiness and dark circles. Pat gently from the inner to the outer corner of the eye.',
    1700, 2250, 3100, 4, 2],
  ['PF-0007', 'Masque argile purifiant', 'face',
    'Masque à l’argile verte et au zinc qui resserre les pores et matifie la peau. Laisser poser dix minutes une à deux fois par semaine.',
    'Green clay and zinc mask that tightens pores and mattifies the skin. Leave on for ten minutes once or twice a week.',
    1100, 1450, 2000, 80, 3],

  // ── Soins du corps ───────────────────────────────────────────────
  ['PF-0008', 'Lait corporel nourrissant', 'body',
    'Lait fluide à l’huile d’amande douce qui nourrit la peau du corps pendant vingt-quatre heures. Pénètre rapidement sans effet gras.',
    'Light body lotion with sweet almond oil that nourishes the skin for twenty-four hours. Absorbs quickly with no greasy feel.',
    900, 1200, 1650, 140, 3],
  ['PF-0009', 'Baume réparateur mains', 'body',
    'Baume concentré pour mains sèches et crevassées. Répare et protège du froid et des lavages fréquents. Appliquer aussi souvent que nécessaire.',
    'Concentrated balm for dry and cracked hands. Repairs and protects against cold and frequent washing. Apply as often as needed.',
    600, 800, 1100, 180, 2],
  ['PF-0010', 'Huile sèche corps et cheveux', 'body',
    'Huile sèche multi-usages aux huiles d’argan et de figue de Barbarie. Sublime la peau et les longueurs sans laisser de film gras.',
    'Multi-purpose dry oil with argan and prickly pear oils. Enhances skin and hair lengths without leaving a greasy film.',
    1900, 2500, 3400, 0, 3],
  ['PF-0011', 'Gel douche surgras', 'body',
    'Gel douche surgras au pH physiologique qui lave en douceur sans agresser les peaux sèches. Convient à toute la famille.',
    'Lipid-enriched shower gel with a skin-friendly pH that cleanses gently without irritating dry skin. Suitable for the whole family.',
    620, 820, 1150, 190, 2],
  ['PF-0012', 'Crème pieds très secs', 'body',
    'Crème à l’urée qui adoucit les talons rugueux et crevassés. Appliquer le soir sur les pieds propres et secs en massant.',
    'Urea cream that softens rough and cracked heels. Massage into clean, dry feet in the evening.',
    700, 950, 1300, 75, 2],
  ['PF-0013', 'Déodorant douceur sans alcool', 'body',
    'Déodorant à bille sans alcool ni sels d’aluminium, efficace vingt-quatre heures. Respecte les peaux sensibles, même après l’épilation.',
    'Alcohol-free roll-on deodorant without aluminium salts, effective for twenty-four hours. Gentle on sensitive skin, even after hair removal.',
    480, 650, 900, 160, 2],
  ['PF-0014', 'Crème émolliente peaux atopiques', 'body',
    'Crème émolliente qui relipide et apaise les peaux sèches à tendance atopique, dès le plus jeune âge. Appliquer une à deux fois par jour.',
    'Emollient cream that replenishes lipids and soothes dry, atopy-prone skin, from infancy. Apply once or twice a day.',
    1600, 2100, 2900, 95, 3],

  // ── Hygiène buccale ──────────────────────────────────────────────
  ['PF-0015', 'Dentifrice gencives sensibles', 'oral',
    'Dentifrice au fluor qui renforce l’émail et protège les gencives sensibles qui saignent. Se brosser les dents deux fois par jour.',
    'Fluoride toothpaste that strengthens enamel and protects sensitive, bleeding gums. Brush your teeth twice a day.',
    330, 450, 620, 200, 2],
  ['PF-0016', 'Bain de bouche fraîcheur menthe', 'oral',
    'Bain de bouche sans alcool qui réduit la plaque dentaire et procure une haleine fraîche durable. Rincer trente secondes après le brossage.',
    'Alcohol-free mouthwash that reduces plaque and leaves breath fresh for longer. Rinse for thirty seconds after brushing.',
    520, 700, 980, 110, 2],
  ['PF-0017', 'Brosse à dents souple', 'oral',
    'Brosse à dents à poils souples arrondis et petite tête pour un brossage efficace et respectueux des gencives fragiles.',
    'Toothbrush with soft rounded bristles and a compact head for effective brushing that is gentle on fragile gums.',
    300, 380, 520, 170, 2],
  ['PF-0018', 'Fil dentaire ciré menthe', 'oral',
    'Fil dentaire ciré parfumé à la menthe qui glisse facilement entre les dents serrées pour éliminer la plaque et les résidus.',
    'Mint-flavoured waxed dental floss that glides easily between tight teeth to remove plaque and food debris.',
    310, 420, 580, 90, 2],
  ['PF-0019', 'Dentifrice blancheur bicarbonate', 'oral',
    'Dentifrice au bicarbonate qui élimine les taches de café et de thé pour des dents naturellement plus blanches, sans abîmer l’émail.',
    'Baking soda toothpaste that removes coffee and tea stains for naturally whiter teeth without damaging enamel.',
    360, 480, 680, 130, 3],
  ['PF-0020', 'Gel gingival apaisant', 'oral',
    'Gel gingival à la camomille qui apaise les gencives irritées et les petits aphtes. Appliquer du bout du doigt deux à trois fois par jour.',
    'Chamomile gum gel that soothes irritated gums and small mouth ulcers. Apply with a fingertip two to three times a day.',
    560, 750, 1050, 3, 2],

  // ── Bébé et maman ────────────────────────────────────────────────
  ['PF-0021', 'Crème change bébé', 'baby',
    'Crème protectrice à l’oxyde de zinc qui prévient et apaise les rougeurs du siège. Appliquer à chaque change sur une peau propre et sèche.',
    'Zinc oxide barrier cream that prevents and soothes nappy rash. Apply at every change on clean, dry skin.',
    650, 880, 1200, 150, 3],
  ['PF-0022', 'Lait de toilette bébé', 'baby',
    'Lait de toilette sans rinçage qui nettoie en douceur le visage et le siège de bébé. Formule hypoallergénique testée sous contrôle pédiatrique.',
    'No-rinse cleansing milk that gently cleans baby’s face and bottom. Hypoallergenic formula tested under paediatric supervision.',
    700, 950, 1300, 120, 2],
  ['PF-0023', 'Gel lavant corps et cheveux bébé', 'baby',
    'Gel lavant extra doux pour le corps et les cheveux de bébé, qui ne pique pas les yeux. Convient dès la naissance.',
    'Extra-gentle wash gel for baby’s body and hair that does not sting the eyes. Suitable from birth.',
    680, 900, 1250, 140, 2],
  ['PF-0024', 'Huile de massage bébé', 'baby',
    'Huile végétale douce pour le massage de bébé, qui nourrit la peau et favorise la détente avant le coucher.',
    'Gentle plant oil for baby massage that nourishes the skin and helps relaxation before bedtime.',
    750, 1000, 1400, 0, 2],
  ['PF-0025', 'Crème vergetures grossesse', 'baby',
    'Crème qui aide à prévenir l’apparition des vergetures pendant la grossesse en renforçant l’élasticité de la peau. Masser deux fois par jour.',
    'Cream that helps prevent stretch marks during pregnancy by improving skin elasticity. Massage in twice a day.',
    1800, 2400, 3300, 55, 3],
  ['PF-0026', 'Sérum physiologique unidoses', 'baby',
    'Unidoses de sérum physiologique stérile pour le nettoyage du nez et des yeux de bébé. Une dose par narine, à utiliser une seule fois.',
    'Sterile saline single-dose vials for cleaning baby’s nose and eyes. One vial per nostril, single use only.',
    320, 430, 600, 200, 2],
  ['PF-0027', 'Baume mamelons allaitement', 'baby',
    'Baume à la lanoline purifiée qui apaise et protège les mamelons sensibles pendant l’allaitement. Inutile de rincer avant la tétée.',
    'Purified lanolin balm that soothes and protects sore nipples during breastfeeding. No need to wipe off before feeding.',
    1150, 1500, 2100, 2, 2],

  // ── Compléments alimentaires ────────────────────────────────────
  ['PF-0028', 'Magnésium et vitamine B six', 'supplements',
    'Complément de magnésium marin associé à la vitamine B6 qui contribue à réduire la fatigue et au fonctionnement normal du système nerveux.',
    'Marine magnesium with vitamin B6 that helps reduce tiredness and supports normal functioning of the nervous system.',
    950, 1250, 1750, 130, 3],
  ['PF-0029', 'Vitamine D en gouttes', 'supplements',
    'Solution buvable de vitamine D3 en gouttes pour les enfants et les adultes, qui contribue au maintien d’une ossature normale.',
    'Oral vitamin D3 drops for children and adults that help maintain normal bones.',
    700, 950, 1300, 100, 2],
  ['PF-0030', 'Fer et acide folique', 'supplements',
    'Gélules de fer doux et d’acide folique, particulièrement adaptées aux femmes enceintes et aux personnes fatiguées. Une gélule par jour.',
    'Gentle iron and folic acid capsules, especially suited to pregnant women and people feeling tired. One capsule a day.',
    820, 1100, 1550, 85, 2],
  ['PF-0031', 'Oméga trois huile de poisson', 'supplements',
    'Capsules d’huile de poisson riches en EPA et DHA qui contribuent au bon fonctionnement du cœur et du cerveau. Deux capsules par jour.',
    'Fish oil capsules rich in EPA and DHA that support normal heart and brain function. Two capsules a day.',
    1750, 2300, 3200, 70, 3],
  ['PF-0032', 'Gelée royale et propolis', 'supplements',
    'Ampoules buvables de gelée royale et de propolis pour soutenir les défenses naturelles en période hivernale. Une ampoule le matin.',
    'Drinkable vials of royal jelly and propolis to support natural defences during winter. One vial in the morning.',
    2000, 2650, 3600, 0, 2],
  ['PF-0033', 'Probiotiques confort digestif', 'supplements',
    'Gélules de ferments lactiques qui aident à rééquilibrer la flore intestinale, notamment après un traitement antibiotique.',
    'Lactic ferment capsules that help rebalance the gut flora, especially after a course of antibiotics.',
    1600, 2150, 2950, 60, 2],
  ['PF-0034', 'Zinc et sélénium immunité', 'supplements',
    'Comprimés de zinc et de sélénium qui contribuent au fonctionnement normal du système immunitaire et à la beauté des ongles et des cheveux.',
    'Zinc and selenium tablets that support normal immune function as well as healthy nails and hair.',
    780, 1050, 1450, 110, 2],

  // ── Solaires ─────────────────────────────────────────────────────
  ['PF-0035', 'Lait solaire SPF cinquante', 'sun',
    'Lait solaire très haute protection UVA et UVB, résistant à l’eau, pour le corps et le visage. Renouveler l’application toutes les deux heures.',
    'Very high UVA and UVB protection sun lotion, water resistant, for body and face. Reapply every two hours.',
    1900, 2500, 3400, 90, 3],
  ['PF-0036', 'Crème solaire visage teintée', 'sun',
    'Crème solaire teintée haute protection qui unifie le teint et protège des taches pigmentaires. Texture légère au fini non gras.',
    'High protection tinted sun cream that evens the complexion and prevents dark spots. Light texture with a non-greasy finish.',
    2100, 2750, 3750, 65, 3],
  ['PF-0037', 'Spray solaire enfants', 'sun',
    'Spray solaire très haute protection spécialement formulé pour la peau fragile des enfants. Résiste à l’eau et au sable.',
    'Very high protection sun spray specially formulated for children’s delicate skin. Resists water and sand.',
    2300, 3000, 4100, 50, 2],
  ['PF-0038', 'Fluide solaire invisible', 'sun',
    'Fluide solaire ultra léger et invisible pour le visage, idéal sous le maquillage et pour les peaux mixtes à grasses.',
    'Ultra-light invisible sun fluid for the face, ideal under make-up and for combination to oily skin.',
    2000, 2600, 3550, 40, 2],
  ['PF-0039', 'Lait après soleil apaisant', 'sun',
    'Lait après-soleil à l’aloe vera qui apaise, hydrate et rafraîchit la peau après l’exposition. Prolonge le bronzage.',
    'After-sun lotion with aloe vera that soothes, moisturises and cools the skin after sun exposure. Helps prolong your tan.',
    1050, 1400, 1950, 70, 2],
  ['PF-0040', 'Stick lèvres protecteur', 'sun',
    'Stick lèvres haute protection qui protège et nourrit les lèvres exposées au soleil, au vent et au froid.',
    'High protection lip stick that protects and nourishes lips exposed to sun, wind and cold.',
    420, 560, 780, 140, 2],

  // ── Capillaires ──────────────────────────────────────────────────
  ['PF-0041', 'Shampooing antipelliculaire', 'hair',
    'Shampooing traitant qui élimine les pellicules dès les premières utilisations et apaise les démangeaisons du cuir chevelu.',
    'Treatment shampoo that removes dandruff from the first uses and soothes an itchy scalp.',
    900, 1200, 1650, 120, 3],
  ['PF-0042', 'Shampooing doux usage fréquent', 'hair',
    'Shampooing extra doux au pH neutre pour un lavage quotidien. Respecte le cuir chevelu et laisse les cheveux légers et brillants.',
    'Extra-gentle pH-neutral shampoo for daily washing. Respects the scalp and leaves hair light and shiny.',
    700, 950, 1300, 160, 2],
  ['PF-0043', 'Masque capillaire réparateur', 'hair',
    'Masque riche à la kératine végétale qui répare les cheveux secs et abîmés. Laisser poser cinq minutes puis rincer.',
    'Rich mask with plant keratin that repairs dry and damaged hair. Leave on for five minutes, then rinse.',
    1250, 1650, 2300, 80, 2],
  ['PF-0044', 'Lotion antichute fortifiante', 'hair',
    'Lotion en ampoules qui freine la chute des cheveux et stimule la repousse. Appliquer une ampoule sur le cuir chevelu trois fois par semaine.',
    'Hair loss lotion in vials that slows hair fall and stimulates regrowth. Apply one vial to the scalp three times a week.',
    3800, 4800, 6000, 35, 3],
  ['PF-0045', 'Après shampooing démêlant', 'hair',
    'Après-shampooing démêlant qui facilite le coiffage, apporte douceur et brillance sans alourdir les cheveux. Rincer soigneusement.',
    'Detangling conditioner that makes combing easier and adds softness and shine without weighing hair down. Rinse thoroughly.',
    750, 1000, 1400, 100, 2],
];

export const PRODUCTS: ProductSeed[] = rows.map(
  ([ref, name, category, descriptionFr, descriptionEn, cost, price, customer_price, quantity, images]) => ({
    ref,
    name,
    category,
    descriptionFr,
    descriptionEn,
    price,
    cost,
    customer_price,
    quantity,
    images,
  }),
);
