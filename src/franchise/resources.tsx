import type { ReactElement } from 'react';
import type { ResourceMap } from '../dataProvider';

/**
 * The franchise area resources (spec 000 §2): routes /franchise/pharmacies and /franchise/orders.
 * Each screen adds its `<Resource key=… name=…>` element to `franchiseResources` and its contract calls to
 * `franchiseResourceMap`; FranchiseApp renders them as they are.
 */
export const franchiseResourceMap: ResourceMap = {};

export const franchiseResources: ReactElement[] = [];
