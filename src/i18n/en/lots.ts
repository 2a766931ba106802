/** Texts of lots and expiry dates (issue 29): goods-in and the expiry a pharmacy would receive (en). */
export const lots = {
  shop: { expiry: { label: 'Exp.', title: 'Earliest expiry you would receive if you order now' } },
  resources: {
    goodsIn: {
      name: 'Goods in',
      title: 'Goods in',
      subtitle: 'Scan the pack’s GS1 DataMatrix or barcode: product, lot and expiry fill themselves. Check the quantity and receive.',
      scan: 'Scan',
      scanHelp: 'GS1 DataMatrix, GS1-128 or EAN-13; press Enter',
      product: 'Product',
      noProduct: 'No product yet: scan its code.',
      lot: 'Lot',
      expiry: 'Expiry',
      quantity: 'Quantity',
      receive: 'Receive',
      lots: 'Lots of this product',
      opening: 'Opening stock',
      onHand: 'On hand',
      shippable: 'Shippable',
      notShippable: 'Not shippable',
      blocked: 'Blocked',
      empty: 'No lot.',
      failed: 'The goods could not be received.',
    },
  },
};
