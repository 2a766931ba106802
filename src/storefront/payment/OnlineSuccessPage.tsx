import { OnlineResultPage } from './OnlineResult';

/** /payment/success: SATIM's returnUrl. */
export function Component() {
  return <OnlineResultPage />;
}
