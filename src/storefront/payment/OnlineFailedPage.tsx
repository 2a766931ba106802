import { OnlineResultPage } from './OnlineResult';

/** /payment/failed: SATIM's failUrl; try again goes back to /payment. */
export function Component() {
  return <OnlineResultPage />;
}
