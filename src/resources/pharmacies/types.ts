import type { RaRecord } from 'react-admin';

export interface PharmacyOrder {
  order_id: number;
  order_no: string;
  order_date: string;
  total_price: number;
  status: number;
}

/** A pharmacy as the admin calls answer it (001 §3). */
export interface Pharmacy extends RaRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  phone1: string;
  phone2: string | null;
  rc: string;
  nif: string;
  rib: string;
  wilaya: string;
  wilaya_id: number;
  wilaya_name: string;
  zip: string;
  address1: string;
  address2: string | null;
  poc_fullName: string;
  poc: {
    fullName: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  franchise_fk: number | null;
  franchise_fullName: string;
  franchise: {
    fra_id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    fullName: string;
  } | null;
  orders?: PharmacyOrder[];
}
