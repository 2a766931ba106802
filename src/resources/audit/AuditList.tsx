import { Box, Chip, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { FieldFilter } from '../common/ListFilters';
import { AUDIT_RESOURCES, type AuditEntry } from './types';
import { type AuditWords, useAuditWords } from './auditWords';
import { formatDateTime } from '../../contract/constants';

/** The action chips' colours: each reads at 4.5:1 or more as outlined text (MUI's info blue read at 3.9:1, issue 38 §18). */
const actionColor = { create: 'success', update: 'primary', delete: 'error' } as const;

/** "2026-05-04T09:12:00Z" as 04-05-2026 10:12: Algiers time, whatever the browser's zone (issue 26, point 17). */
const when = (at: string) => formatDateTime(at);

/** /admin/audit: the audit log, newest first, filtered by the server (issue 16). Read-only. */
export function AuditList() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.audit.filters.${key}`);
  const kinds = AUDIT_RESOURCES.map((id) => ({ id, name: translate(`resources.audit.kinds.${id}`) }));
  const words = useAuditWords();
  const exportColumns = useExportColumns<AuditEntry>('audit', [
    { field: 'at', kind: 'datetime' },
    { field: 'actor', value: (r) => r.actor_email },
    { field: 'action', value: (r) => translate(`resources.audit.actions.${r.action}`) },
    {
      field: 'resource',
      value: (r) => `${translate(`resources.audit.kinds.${r.resource}`, { _: r.resource })} #${r.resource_id}`,
    },
    // one readable line a change, as the list shows it (not raw JSON)
    {
      field: 'changes',
      value: (r) =>
        words
          .lines(r)
          .map((l) => `${l.field}: ${l.text}`)
          .join(' | '),
    },
  ]);
  return (
    <AdminList
      resource="audit"
      exportColumns={exportColumns}
      filters={
        <>
          <FieldFilter source="actor" label={f('actor')} testId="audit-filter-actor" />
          <FieldFilter
            source="resource"
            label={f('resource')}
            choices={[{ id: '', name: f('any') }, ...kinds]}
            testId="audit-filter-resource"
          />
          <FieldFilter source="from" label={f('from')} type="date" testId="audit-filter-from" />
          <FieldFilter source="to" label={f('to')} type="date" testId="audit-filter-to" />
        </>
      }
    >
      <AuditTable words={words} />
    </AdminList>
  );
}

function Changes({ entry, words }: { entry: AuditEntry; words: AuditWords }) {
  return (
    // a long unbroken note or value breaks anywhere rather than widening the page (issue 27 §16)
    <Box
      component="ul"
      sx={{ m: 0, pl: 2, fontSize: 13, overflowWrap: 'anywhere', minWidth: 200, maxWidth: 560 }}
      data-testid="audit-changes"
    >
      {words.lines(entry).map(({ field, text }) => (
        <li key={field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          {`: ${text}`}
        </li>
      ))}
    </Box>
  );
}

function AuditTable({ words }: { words: AuditWords }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.audit.empty')} />;
  const what = (r: AuditEntry) =>
    `${translate(`resources.audit.kinds.${r.resource}`, { _: r.resource })} #${r.resource_id}${r.resource_label ? ` · ${r.resource_label}` : ''}`;
  const action = (r: AuditEntry) => (
    <Chip
      size="small"
      color={actionColor[r.action]}
      variant="outlined"
      label={translate(`resources.audit.actions.${r.action}`)}
    />
  );
  if (phone)
    return (
      <SimpleList<AuditEntry>
        primaryText={(r) => what(r)}
        secondaryText={(r) => `${when(r.at)} · ${r.actor_email}`}
        tertiaryText={(r) => action(r)}
        rowClick={false}
        empty={empty}
      />
    );
  const field = (key: string) => translate(`resources.audit.fields.${key}`);
  return (
    <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false} empty={empty} data-testid="audit-table">
      <DataTable.Col
        source="at"
        label={field('at')}
        disableSort
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {when(r.at)}
          </Box>
        )}
      />
      <DataTable.Col
        source="actor_email"
        label={field('actor')}
        disableSort
        render={(r) => (
          <>
            <Typography variant="body2">{r.actor_email}</Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(`resources.audit.roles.${r.actor_role}`, { _: r.actor_role })}
            </Typography>
          </>
        )}
      />
      <DataTable.Col source="action" label={field('action')} disableSort render={(r) => action(r as AuditEntry)} />
      <DataTable.Col
        source="resource"
        label={field('resource')}
        disableSort
        render={(r) => (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {what(r as AuditEntry)}
          </Box>
        )}
      />
      <DataTable.Col
        source="changes"
        label={field('changes')}
        disableSort
        render={(r) => <Changes entry={r as AuditEntry} words={words} />}
      />
    </DataTable>
  );
}
