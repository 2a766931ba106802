import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { StorefrontLayout } from './StorefrontLayout';

/** The browser tab title of a page, from the catalogue key given to storefrontPage. */
function PageTitle({ titleKey }: { titleKey: string }) {
  useDocumentTitle(useTranslate()(titleKey));
  return null;
}

/**
 * The `Component` of a lazy storefront route module: the page inside the signed-in frame, its content column
 * `maxWidth` wide (1280 by default), and the tab title `titleKey` (pages that name themselves, like a product or
 * a payment result, leave it out). Usage: `export const Component = storefrontPage(BasketDetails, 1200, 'shop.titles.basket');`
 */
export function storefrontPage(Page: ComponentType, maxWidth?: number, titleKey?: string) {
  function Component() {
    return (
      <StorefrontLayout maxWidth={maxWidth}>
        {titleKey && <PageTitle titleKey={titleKey} />}
        <Page />
      </StorefrontLayout>
    );
  }
  return Component;
}
