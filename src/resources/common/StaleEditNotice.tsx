import { Alert, AlertTitle, Box } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { CATEGORY_FIELDS, FRANCHISE_FIELDS, PHARMACY_FIELDS, PRODUCT_FIELDS } from '../../contract/adminFields';
import { formatDZD } from '../../contract/constants';
import { contentText } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';

/** A save refused because someone changed the record meanwhile (D23): the server's words and the record as it is now. */
export interface StaleEdit {
  message: string;
  before: RaRecord;
  now: RaRecord;
}

/** The fields the edit forms show; a pharmacy's `wilaya` is its name, its form edits `wilaya_id` alongside. */
const SHOWN = [...new Set<string>([...PRODUCT_FIELDS, ...PHARMACY_FIELDS, ...FRANCHISE_FIELDS, ...CATEGORY_FIELDS])];
const MONEY = new Set(['cost', 'price', 'customer_price']);

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * The notice of an edit dialog whose save was refused as stale: what was changed meanwhile, before → now. The form
 * stays open with the admin's entries; the fields they did not touch take the current values.
 */
export function StaleEditNotice({ stale }: { stale: StaleEdit }) {
  const translate = useTranslate();
  const lang = useLang();
  const shown = (record: RaRecord, key: string): string => {
    const v = record[key];
    if (key === 'category_fk')
      return contentText(lang, { fr: record.categoryFr, en: record.categoryEn }) || String(v ?? '');
    if (key === 'franchise_fk') return String(record.franchise_fullName ?? v ?? '');
    if (key === 'wilaya' && typeof record.wilaya_name === 'string') return record.wilaya_name;
    if (key === 'language') return translate(`adminUi.languages.${String(v)}`, { _: String(v ?? '') });
    if (key === 'Id_type') return translate(`resources.fra.idTypes.${String(v)}`, { _: String(v ?? '') });
    if (MONEY.has(key) && typeof v === 'number') return formatDZD(v, lang);
    return v === null || v === undefined || v === '' ? '—' : String(v);
  };
  const changed = SHOWN.filter(
    (key) => (key in stale.before || key in stale.now) && !same(stale.before[key], stale.now[key]),
  );
  return (
    <Alert severity="warning" sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }} data-testid="stale-edit-notice" role="alert">
      <AlertTitle>{translate('adminUi.stale.title')}</AlertTitle>
      <Box data-testid="stale-edit-message">{stale.message}</Box>
      {changed.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 3 }} data-testid="stale-edit-changes">
          {changed.map((key) => (
            <li key={key} data-field={key}>
              {translate('adminUi.stale.change', {
                field: translate(`admin.field.${key}`, { _: key }),
                before: shown(stale.before, key),
                now: shown(stale.now, key),
              })}
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1 }}>{translate('adminUi.stale.hint')}</Box>
    </Alert>
  );
}
