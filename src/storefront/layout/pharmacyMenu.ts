/** The role-based entries of the pharmacy profile menu (spec 000 §2), logout being added last by the menu. */
export type PharmacyMenuKey = 'pharmacies' | 'orders' | 'products' | 'account' | 'recalls';

export interface PharmacyMenuItem {
  key: PharmacyMenuKey;
  to: string;
}

export function pharmacyMenu(role: unknown): PharmacyMenuItem[] {
  switch (role) {
    case 'admin':
      return [
        { key: 'pharmacies', to: '/pharmacy/pharmacies' },
        { key: 'orders', to: '/pharmacy/orders' },
        { key: 'products', to: '/pharmacy/product' },
      ];
    case 'franchisee':
      return [{ key: 'pharmacies', to: '/franchise/pharmacies' }];
    default: // pharmacy, the default role
      return [
        { key: 'products', to: '/pharmacy/products' },
        { key: 'orders', to: '/pharmacy/orders' },
        { key: 'account', to: '/pharmacy/account' },
        { key: 'recalls', to: '/pharmacy/recalls' },
      ];
  }
}
