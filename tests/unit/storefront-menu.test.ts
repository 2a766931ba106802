import { describe, expect, it } from 'vitest';
import { pharmacyMenu } from '../../src/storefront/layout/pharmacyMenu';

describe('pharmacy top-bar menu by role (spec 000 §2)', () => {
  it('admin: pharmacies, orders, product of the pharmacy area', () => {
    expect(pharmacyMenu('admin').map((i) => i.to)).toEqual([
      '/pharmacy/pharmacies',
      '/pharmacy/orders',
      '/pharmacy/product',
    ]);
  });
  it('pharmacy: products and orders', () => {
    expect(pharmacyMenu('pharmacy').map((i) => i.to)).toEqual([
      '/pharmacy/products',
      '/pharmacy/orders',
      '/pharmacy/account',
      '/pharmacy/recalls',
    ]);
  });
  it('franchisee: the franchise pharmacies', () => {
    expect(pharmacyMenu('franchisee').map((i) => i.to)).toEqual(['/franchise/pharmacies']);
  });
  it.each([undefined, null, '', 'other'])('defaults to the pharmacy menu for %j', (role) => {
    expect(pharmacyMenu(role)).toEqual(pharmacyMenu('pharmacy'));
  });
});
