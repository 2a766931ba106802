import type { ComponentType } from 'react';
import { StorefrontLayout } from './StorefrontLayout';

/**
 * The `Component` of a lazy storefront route module: the page inside the signed-in frame, its content column
 * `maxWidth` wide (1280 by default). Usage: `export const Component = storefrontPage(BasketDetails, 1200);`
 */
export function storefrontPage(Page: ComponentType, maxWidth?: number) {
  function Component() {
    return (
      <StorefrontLayout maxWidth={maxWidth}>
        <Page />
      </StorefrontLayout>
    );
  }
  return Component;
}
