/**
 * Algerian wilayas (provinces).
 *
 * Codes 1–58 are the wilayas in force since the 2019/2021 reorganisation.
 * Codes 59–69 are the 11 wilayas created by the 2025 territorial reform;
 * they only come into force on 2027-01-01 (`from2027: true`).
 */
export interface WilayaSeed {
  code: number;
  name: string;
  name_ar: string;
  from2027: boolean;
}

const current: Array<[number, string, string]> = [
  [1, 'Adrar', 'أدرار'],
  [2, 'Chlef', 'الشلف'],
  [3, 'Laghouat', 'الأغواط'],
  [4, 'Oum El Bouaghi', 'أم البواقي'],
  [5, 'Batna', 'باتنة'],
  [6, 'Béjaïa', 'بجاية'],
  [7, 'Biskra', 'بسكرة'],
  [8, 'Béchar', 'بشار'],
  [9, 'Blida', 'البليدة'],
  [10, 'Bouira', 'البويرة'],
  [11, 'Tamanrasset', 'تمنراست'],
  [12, 'Tébessa', 'تبسة'],
  [13, 'Tlemcen', 'تلمسان'],
  [14, 'Tiaret', 'تيارت'],
  [15, 'Tizi Ouzou', 'تيزي وزو'],
  [16, 'Alger', 'الجزائر'],
  [17, 'Djelfa', 'الجلفة'],
  [18, 'Jijel', 'جيجل'],
  [19, 'Sétif', 'سطيف'],
  [20, 'Saïda', 'سعيدة'],
  [21, 'Skikda', 'سكيكدة'],
  [22, 'Sidi Bel Abbès', 'سيدي بلعباس'],
  [23, 'Annaba', 'عنابة'],
  [24, 'Guelma', 'قالمة'],
  [25, 'Constantine', 'قسنطينة'],
  [26, 'Médéa', 'المدية'],
  [27, 'Mostaganem', 'مستغانم'],
  [28, "M'Sila", 'المسيلة'],
  [29, 'Mascara', 'معسكر'],
  [30, 'Ouargla', 'ورقلة'],
  [31, 'Oran', 'وهران'],
  [32, 'El Bayadh', 'البيض'],
  [33, 'Illizi', 'إليزي'],
  [34, 'Bordj Bou Arréridj', 'برج بوعريريج'],
  [35, 'Boumerdès', 'بومرداس'],
  [36, 'El Tarf', 'الطارف'],
  [37, 'Tindouf', 'تندوف'],
  [38, 'Tissemsilt', 'تيسمسيلت'],
  [39, 'El Oued', 'الوادي'],
  [40, 'Khenchela', 'خنشلة'],
  [41, 'Souk Ahras', 'سوق أهراس'],
  [42, 'Tipaza', 'تيبازة'],
  [43, 'Mila', 'ميلة'],
  [44, 'Aïn Defla', 'عين الدفلى'],
  [45, 'Naâma', 'النعامة'],
  [46, 'Aïn Témouchent', 'عين تموشنت'],
  [47, 'Ghardaïa', 'غرداية'],
  [48, 'Relizane', 'غليزان'],
  [49, 'Timimoun', 'تيميمون'],
  [50, 'Bordj Badji Mokhtar', 'برج باجي مختار'],
  [51, 'Ouled Djellal', 'أولاد جلال'],
  [52, 'Béni Abbès', 'بني عباس'],
  [53, 'In Salah', 'عين صالح'],
  [54, 'In Guezzam', 'عين قزام'],
  [55, 'Touggourt', 'تقرت'],
  [56, 'Djanet', 'جانت'],
  [57, "El M'Ghair", 'المغير'],
  [58, 'El Meniaa', 'المنيعة'],
];

/** Wilayas created by the 2025 territorial reform, in force from 2027-01-01. */
const reform2025: Array<[number, string, string]> = [
  [59, 'Aflou', 'آفلو'],
  [60, 'El Abiodh Sidi Cheikh', 'الأبيض سيدي الشيخ'],
  [61, 'El Aricha', 'العريشة'],
  [62, 'El Kantara', 'القنطرة'],
  [63, 'Barika', 'بريكة'],
  [64, 'Bou Saâda', 'بوسعادة'],
  [65, 'Bir El Ater', 'بئر العاتر'],
  [66, 'Ksar El Boukhari', 'قصر البخاري'],
  [67, 'Ksar Chellala', 'قصر الشلالة'],
  [68, 'Aïn Oussara', 'عين وسارة'],
  [69, 'Messaad', 'مسعد'],
];

export const WILAYAS: WilayaSeed[] = [
  ...current.map(([code, name, name_ar]) => ({ code, name, name_ar, from2027: false })),
  ...reform2025.map(([code, name, name_ar]) => ({ code, name, name_ar, from2027: true })),
];
