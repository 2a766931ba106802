import type { RaRecord } from 'react-admin';

/** A franchisee as the admin calls answer it (001 §3). */
export interface Franchise extends RaRecord {
  id: number;
  first_name: string;
  last_name: string;
  fullName: string;
  email: string;
  phone: string;
  phone1: string;
  phone2: string | null;
  wilaya: number;
  wilaya_id: number;
  wilaya_name: string;
  adress1: string;
  adress2: string | null;
  zip: string;
  Id_type: number;
  personal_id: string;
  language: number;
  pharmacies_count: number;
}
