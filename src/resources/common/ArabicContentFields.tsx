import { Typography } from '@mui/material';
import { TextInput, type Validator } from 'react-admin';

interface ArabicContentFieldsProps {
  /** the form's field names, spelled like its French ones (`nameAr` for a product, `nameAR` for a category, D64) */
  nameSource: string;
  descriptionSource: string;
  labels: { section: string; name: string; description: string };
  validate: { name?: Validator | Validator[]; description?: Validator | Validator[] };
}

/**
 * The Arabic name and description of a back-office form (issue 31, D64): optional, written right to left. Without
 * them the Arabic screens show the French name.
 */
export function ArabicContentFields({ nameSource, descriptionSource, labels, validate }: ArabicContentFieldsProps) {
  const rtl = { htmlInput: { dir: 'rtl', lang: 'ar' } };
  return (
    <>
      <Typography variant="subtitle2" color="text.secondary" className="full" sx={{ mt: 1 }}>
        {labels.section}
      </Typography>
      <TextInput
        source={nameSource}
        label={labels.name}
        validate={validate.name}
        className="full"
        slotProps={{ htmlInput: { ...rtl.htmlInput, maxLength: 80 } }}
      />
      <TextInput
        source={descriptionSource}
        label={labels.description}
        validate={validate.description}
        multiline
        minRows={3}
        className="full"
        slotProps={{ htmlInput: { ...rtl.htmlInput, maxLength: 500 } }}
      />
    </>
  );
}
