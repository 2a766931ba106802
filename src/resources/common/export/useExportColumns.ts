import { useTranslate } from 'react-admin';
import type { ExportColumn } from './table';

/** A column named by its field: labelled `resources.<resource>.fields.<field>` like the list's header. */
export interface FieldColumn<R> {
  field: string;
  kind?: ExportColumn<R>['kind'];
  /** the cell, when it is not the record's own field (a translated state, a name in the current language) */
  value?: ExportColumn<R>['value'];
}

export function useExportColumns<R>(resource: string, fields: FieldColumn<R>[]): ExportColumn<R>[] {
  const translate = useTranslate();
  return fields.map(({ field, kind = 'text', value }) => ({
    label: translate(`resources.${resource}.fields.${field}`),
    kind,
    value: value ?? ((r: R) => (r as Record<string, string | number | null | undefined>)[field]),
  }));
}
