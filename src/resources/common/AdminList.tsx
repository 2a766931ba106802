import Add from '@mui/icons-material/Add';
import { Box, Button, Card } from '@mui/material';
import type { ReactNode } from 'react';
import {
  List,
  type RaRecord,
  type SortPayload,
  useListContext,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { ApiError, isSessionEnd } from '../../http/client';
import { AdminPagination } from './AdminPagination';
import { ExportMenu } from './export/ExportMenu';
import type { ExportColumn } from './export/table';
import { ErrorPopupHost } from './errorPopup';
import { ListSearch } from '../../components/ListSearch';
import { PageHeader } from '../../components/PageHeader';

/**
 * The frame of every admin list (001 §2): title, Add button, a card with the search box, optional filters and the
 * export of `exportColumns` (CSV or .xlsx), the table, the pager and, over it, the dialogs of the screen. Its texts are the resource's
 * `resources.<resource>.{title,subtitle,add,searchPlaceholder,errors.load}`. A list that fails to load says so; when
 * `failTo` is given (pharmacies, categories) the user goes back there. An ended session is the shell's job.
 */
export function AdminList<R extends RaRecord>({
  resource,
  exportColumns,
  onAdd,
  failTo,
  sort,
  children,
  dialogs,
  filters,
  tabs,
  noSearch,
}: {
  resource: string;
  /** the columns the list shows, as the export writes them */
  exportColumns: ExportColumn<R>[];
  onAdd?: () => void;
  failTo?: string;
  sort?: SortPayload;
  children: ReactNode;
  dialogs?: ReactNode;
  /** filter inputs shown beside the search box */
  filters?: ReactNode;
  /** work queues (tabs over the list), above the search box */
  tabs?: ReactNode;
  /** a list the server does not search (the preparation queue): no search box */
  noSearch?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const testId = `admin-${resource}`;
  const redirect = useRedirect();
  const onError = (error: Error) => {
    const { code = 0, status = 0 } = error as Error & { code?: number; status?: number };
    if (isSessionEnd({ code, status })) return;
    // a filter the server refused (an end date before the start date) is told in the server's words
    notify(filterRefusal(error) ?? `resources.${resource}.errors.load`, {
      type: 'error',
      autoHideDuration: SNACKBAR_MS,
    });
    if (failTo) redirect(() => failTo);
  };
  return (
    <Box data-testid={testId}>
      <PageHeader
        title={translate(`resources.${resource}.title`)}
        subtitle={translate(`resources.${resource}.subtitle`)}
        action={
          onAdd ? (
            <Button variant="contained" size="large" startIcon={<Add />} onClick={onAdd} data-testid="list-add">
              {translate(`resources.${resource}.add`)}
            </Button>
          ) : undefined
        }
      />
      <List
        resource={resource}
        perPage={10}
        sort={sort}
        actions={false}
        title={false}
        empty={false}
        disableSyncWithLocation={false}
        pagination={<AdminPagination />}
        queryOptions={{ onError, retry: false }}
        component={Box}
        storeKey={`admin.${resource}.list`}
      >
        <Card sx={{ overflow: 'hidden' }}>
          {tabs}
          <Box
            sx={{
              p: 2,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              flexWrap: 'wrap',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {!noSearch && (
              <ListSearch
                placeholder={translate(`resources.${resource}.searchPlaceholder`)}
                testId={`${testId}-search`}
              />
            )}
            {filters}
            <Box sx={{ flex: 1 }} />
            <ExportMenu columns={exportColumns} name={resource} />
          </Box>
          <Box sx={{ overflowX: 'auto' }}>{children}</Box>
        </Card>
      </List>
      {dialogs}
      <ErrorPopupHost />
    </Box>
  );
}

/** The server's words when it refused the list's filters (400, e.g. an end date before the start date), else null. */
export function filterRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.result.meta ? error.result.meta : null;
}

/** The empty-table message; when the server refused the filters, its reason instead of "nothing found". */
export function EmptyRows({ text }: { text: string }) {
  const { error } = useListContext();
  const refusal = filterRefusal(error);
  return (
    <Box
      sx={{ p: 4, textAlign: 'center', color: refusal ? 'error.main' : 'text.secondary' }}
      data-testid="list-empty"
      role={refusal ? 'alert' : undefined}
    >
      {refusal ?? text}
    </Box>
  );
}
