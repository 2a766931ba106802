/** A pharmacy's trade account as `GET /admin/pharmacy_account/:id` answers it (docs/accounts.md). */
export interface PharmacyAccount {
  id: number;
  name: string;
  wilaya_id: number;
  balance: number;
  credit_limit: number;
  available_credit: number;
  overdue: number;
  payment_terms_days: number;
  credit_hold: boolean;
  uses_default_terms: boolean;
  uses_default_limit: boolean;
}
