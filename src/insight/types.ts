export type { DashboardStats as Stats } from '../contract/stats';

export interface Period {
  from: string;
  to: string;
}
