import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceMap } from '../dataProvider';
import { adminResourceMap as calls } from '../dataProvider/admin';
import { audit } from './audit';
import { carriers } from './carriers';
import { holidays } from './holidays';
import { expiryWatch } from './expiryWatch';
import { goodsIn } from './goodsIn';
import { preparation } from './preparation';
import { categories } from './categories';
import { disputes } from './disputes';
import { fra } from './fra';
import { orders } from './orders';
import { pharmacies } from './pharmacies';
import { pharmacyGroups } from './pharmacyGroups';
import { laboratories } from './laboratories';
import { unservedDemand } from './unservedDemand';
import { backorders } from './backorders';
import { priceCheck } from './priceCheck';
import { priceLists } from './priceLists';
import { product } from './product';
import { promotions } from './promotions';
import { recalls } from './recalls';
import { receivables } from './receivables';

/**
 * The admin back office resources (spec 001 §2): routes /admin/fra, /admin/product, /admin/pharmacies,
 * /admin/orders, /admin/categories, each a list with its dialogs driven by the URL (…/create, …/:id,
 * …/:id/show). Their contract calls are in dataProvider/admin.ts; `wilayas` and `wilayaFranchisees` feed the
 * forms' choices.
 */
export const adminResourceMap: ResourceMap = calls;

export const adminResources: ReactElement[] = [
  <Resource key="fra" {...fra} />,
  <Resource key="product" {...product} />,
  <Resource key="pharmacies" {...pharmacies} />,
  <Resource key="orders" {...orders} />,
  <Resource key="categories" {...categories} />,
  <Resource key="audit" {...audit} />,
  <Resource key="preparation" {...preparation} />,
  <Resource key="carriers" {...carriers} />,
  <Resource key="holidays" {...holidays} />,
  <Resource key="disputes" {...disputes} />,
  <Resource key="goodsIn" {...goodsIn} />,
  <Resource key="expiryWatch" {...expiryWatch} />,
  <Resource key="recalls" {...recalls} />,
  <Resource key="recallTrace" name="recallTrace" />,
  <Resource key="receivables" {...receivables} />,
  <Resource key="collections" name="collections" />,
  <Resource key="pharmacyAccount" name="pharmacyAccount" />,
  <Resource key="receivableInvoices" name="receivableInvoices" />,
  <Resource key="receivableEntries" name="receivableEntries" />,
  // pricing (issue 40 §5): lists and their items, groups, promotions, the price check; brands feed the filters
  <Resource key="priceLists" {...priceLists} />,
  <Resource key="priceListItems" name="priceListItems" />,
  <Resource key="pharmacyGroups" {...pharmacyGroups} />,
  <Resource key="promotions" {...promotions} />,
  <Resource key="priceCheck" {...priceCheck} />,
  <Resource key="laboratories" {...laboratories} />,
  <Resource key="unservedDemand" {...unservedDemand} />,
  <Resource key="backorders" {...backorders} />,
  <Resource key="brands" name="brands" />,
  <Resource key="lots" name="lots" />,
  <Resource key="productByGtin" name="productByGtin" />,
  <Resource key="wilayas" name="wilayas" />,
  <Resource key="wilayaFranchisees" name="wilayaFranchisees" />,
];
