import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceMap } from '../dataProvider';
import { franchiseResourceMap as calls } from '../dataProvider/franchise';
import { disputes } from './disputes';
import { orders } from './orders';
import { pharmacies } from './pharmacies';
import { priceLists } from './priceLists';
import { quotas } from './quotas';
import { recalls } from './recalls';
import { receivables } from './receivables';

/**
 * The franchise area resources (spec 000 §2): routes /franchise/pharmacies and /franchise/orders, each a list
 * with its dialogs driven by the URL (…/create, …/:id/show). Their contract calls are in dataProvider/franchise.
 */
export const franchiseResourceMap: ResourceMap = calls;

export const franchiseResources: ReactElement[] = [
  <Resource key="pharmacies" {...pharmacies} />,
  <Resource key="orders" {...orders} />,
  <Resource key="disputes" {...disputes} />,
  <Resource key="recalls" {...recalls} />,
  <Resource key="receivables" {...receivables} />,
  <Resource key="priceLists" {...priceLists} />,
  <Resource key="quotas" {...quotas} />,
  <Resource key="collections" name="collections" />,
];
