import Delete from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/EditOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The view, edit and delete buttons of a row (001 §2); clicks do not reach the row. */
export function RowActions({ onView, onEdit, onDelete, extra }: { onView?: () => void; onEdit?: () => void; onDelete?: () => void; extra?: ReactNode }) {
  const translate = useTranslate();
  const button = (label: string, icon: ReactNode, onClick: () => void, testId: string, color: 'primary' | 'error' = 'primary') => (
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
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {onView && button(translate('adminUi.actions.view'), <Visibility fontSize="small" />, onView, 'row-view')}
      {onEdit && button(translate('adminUi.actions.edit'), <Edit fontSize="small" />, onEdit, 'row-edit')}
      {extra}
      {onDelete && button(translate('adminUi.actions.delete'), <Delete fontSize="small" />, onDelete, 'row-delete', 'error')}
    </Box>
  );
}
