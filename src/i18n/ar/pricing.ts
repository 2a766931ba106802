/** شروط الصيدلية في المتجر (issue 40 §3): سعر الكتالوج، الشرائح، العروض، الوحدات المجانية (ar). */
export const pricing = {
  shop: {
    pricing: {
      base: 'سعر الكتالوج',
      tiers: 'السعر حسب الكمية',
      tier: 'من %{quantity}: %{price}',
      from: 'من %{quantity}',
      percent: '−%{percent}٪',
      until: 'حتى %{day}',
      discount: 'الخصم: %{amount}',
      free: 'بلا وحدات مجانية (UG) |||| +وحدة مجانية واحدة (UG) |||| +وحدتان مجانيتان (UG) |||| +%{smart_count} وحدات مجانية (UG) |||| +%{smart_count} وحدة مجانية (UG) |||| +%{smart_count} وحدة مجانية (UG)',
      nextTier:
        'السعر %{price} للوحدة |||| أضف وحدة واحدة لتدفع %{price} للوحدة |||| أضف وحدتين لتدفع %{price} للوحدة |||| أضف %{smart_count} وحدات لتدفع %{price} للوحدة |||| أضف %{smart_count} وحدة لتدفع %{price} للوحدة |||| أضف %{smart_count} وحدة لتدفع %{price} للوحدة',
      nextFree:
        'وحدات مجانية: %{free} |||| أضف وحدة واحدة لتحصل على وحدات مجانية: %{free} |||| أضف وحدتين لتحصل على وحدات مجانية: %{free} |||| أضف %{smart_count} وحدات لتحصل على وحدات مجانية: %{free} |||| أضف %{smart_count} وحدة لتحصل على وحدات مجانية: %{free} |||| أضف %{smart_count} وحدة لتحصل على وحدات مجانية: %{free}',
      savings: 'ما توفّره',
      freeUnits: 'الوحدات المجانية (UG)',
    },
  },
};
