import type { RaRecord } from 'react-admin';

export interface Category extends RaRecord {
  id: number;
  nameFR: string;
  nameEN: string;
  descriptionFR: string;
  descriptionEN: string;
  products_count: number;
}
