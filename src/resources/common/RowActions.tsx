import Delete from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/EditOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The view, edit and delete buttons of a row (001 §2), with the `extra` ones of the screen between. */
export function RowActions({
  onView,
  onEdit,
  onDelete,
  extra,
}: {
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  extra?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {onView && (
        <RowActionButton
          label={translate('adminUi.actions.view')}
          icon={<Visibility fontSize="small" />}
          onClick={onView}
          testId="row-view"
        />
      )}
      {onEdit && (
        <RowActionButton
          label={translate('adminUi.actions.edit')}
          icon={<Edit fontSize="small" />}
          onClick={onEdit}
          testId="row-edit"
        />
      )}
      {extra}
      {onDelete && (
        <RowActionButton
          label={translate('adminUi.actions.delete')}
          icon={<Delete fontSize="small" />}
          onClick={onDelete}
          testId="row-delete"
          color="error"
        />
      )}
    </Box>
  );
}

/** One icon button of a row, named by its tooltip; its click does not reach the row (which opens the details). */
export function RowActionButton({
  label,
  icon,
  onClick,
  testId,
  color = 'primary',
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  color?: 'primary' | 'error';
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        data-testid={testId}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
