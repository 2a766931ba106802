import { useLocale } from 'react-admin';
import type { Lang } from '../contract/constants';
import { toLang } from './lang';

/** The interface language inside a react-admin area (its locale), typed as one of LANGS. */
export function useLang(): Lang {
  return toLang(useLocale());
}
