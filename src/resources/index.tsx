import type { ReactElement } from 'react';
import type { ResourceMap } from '../dataProvider';

/**
 * The admin back office resources (spec 001 §2): routes /admin/fra, /admin/product, /admin/pharmacies,
 * /admin/orders, /admin/categories. Each resource folder adds its `<Resource key=… name=…>` element to
 * `adminResources` and its contract calls to `adminResourceMap`; AdminApp renders them as they are.
 */
export const adminResourceMap: ResourceMap = {};

export const adminResources: ReactElement[] = [];
