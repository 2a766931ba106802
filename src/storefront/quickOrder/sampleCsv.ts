import { quickOrderCsv } from '../../contract/quickOrder';
import { saveBlob } from '../../http/client';

/** References of the demo catalogue, so the sample can be uploaded as it is. */
const SAMPLE = [
  { ref: 'PF-0009', quantity: 12 },
  { ref: 'PF-0027', quantity: 6 },
  { ref: 'PF-0001', quantity: 3 },
];

/** Saves `quick-order-sample.csv`, the pad's format: `ref;quantity` with its header. */
export function downloadSampleCsv() {
  saveBlob(new Blob([quickOrderCsv(SAMPLE)], { type: 'text/csv;charset=utf-8' }), 'quick-order-sample.csv');
}
