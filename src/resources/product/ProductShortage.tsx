import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  type Identifier,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleFormIterator,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { QUOTA_MAX_PERIOD_DAYS, QUOTA_MAX_UNITS, MAX_SUBSTITUTES, validWilayaShares } from '../../contract/shortages';
import { useWilayaChoices } from '../fra/FranchiseFields';
import type { ShortageRecord } from '../../dataProvider/adminShortages';
import { SectionTitle } from '../common/Details';
import { formDialogs } from '../common/formDialogs';
import { formGridSx } from '../common/FormToolbar';

const t = (key: string) => `resources.productShortages.${key}`;

const empty = (v: unknown) => v === null || v === undefined || v === '';
/** The server's rules (server/shortages/input.ts): whole numbers in range, the quota and its period together. */
const wholeUpTo = (max: number, key: string) => (value: unknown, all: Record<string, unknown>) => {
  const other = key === 'units' ? all.period_days : all.per_pharmacy;
  if (empty(value)) return empty(other) ? undefined : { message: t('validation.both'), args: {} };
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= max
    ? undefined
    : { message: t(`validation.${key}`), args: { max } };
};
const validUnits = wholeUpTo(QUOTA_MAX_UNITS, 'units');
const validDays = wholeUpTo(QUOTA_MAX_PERIOD_DAYS, 'days');
/** The shares as the server keeps them (D127), and only with a quota. */
const validShares = (value: unknown, all: Record<string, unknown>) => {
  const shares = Array.isArray(value) ? value : [];
  if (!shares.length) return undefined;
  if (empty(all.per_pharmacy)) return { message: t('validation.sharesWithoutQuota'), args: {} };
  return validWilayaShares(shares) ? undefined : { message: t('validation.shares'), args: {} };
};

/** The substitutes, in the order the storefront offers them, and the quota (issue 41, docs/shortages.md). */
function ShortageFields() {
  const translate = useTranslate();
  const wilayas = useWilayaChoices();
  return (
    <Box sx={formGridSx}>
      <ReferenceArrayInput
        source="substitute_ids"
        reference="product"
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          label={translate(t('fields.substitute_ids'))}
          optionText={(p: { ref: string; name: string }) => `${p.ref} — ${p.name}`}
          helperText={translate(t('substitutesHint'), { maxSubstitutes: MAX_SUBSTITUTES })}
          className="full"
          data-testid="shortage-substitutes"
        />
      </ReferenceArrayInput>
      <NumberInput
        source="per_pharmacy"
        label={translate(t('fields.per_pharmacy'))}
        min={1}
        max={QUOTA_MAX_UNITS}
        step={1}
        validate={validUnits}
        data-testid="shortage-per-pharmacy"
      />
      <NumberInput
        source="period_days"
        label={translate(t('fields.period_days'))}
        min={1}
        max={QUOTA_MAX_PERIOD_DAYS}
        step={1}
        helperText={translate(t('quotaHint'))}
        validate={validDays}
        data-testid="shortage-period-days"
      />
      <ArrayInput
        source="wilaya_shares"
        label={translate(t('fields.wilaya_shares'))}
        helperText={translate(t('sharesHint'))}
        validate={validShares}
        className="full"
        data-testid="shortage-shares"
      >
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="wilaya_id"
            label={translate(t('fields.wilaya'))}
            choices={wilayas}
            validate={(v: unknown) => (v ? undefined : 'ra.validation.required')}
          />
          <NumberInput source="percent" label={translate(t('fields.percent'))} min={1} max={100} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

const { EditDialog: ShortageEditDialog } = formDialogs('productShortages', 'product-shortage', ShortageFields);

/** The product details' section: what the storefront offers when it is short, and its quota; Edit opens the form. */
export function ProductShortageSection({ productId }: { productId: Identifier }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Identifier | null>(null);
  const { data } = useGetOne<ShortageRecord>('productShortages', { id: productId });
  return (
    <Box data-testid="product-shortage">
      <SectionTitle>{translate(t('title'))}</SectionTitle>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {data && !data.substitutes.length && (
          <Typography color="text.secondary">{translate(t('noSubstitutes'))}</Typography>
        )}
        {data?.substitutes.map((s) => (
          <Chip
            key={s.id}
            size="small"
            variant="outlined"
            label={`${s.ref} — ${s.name} · ${s.withdrawn ? translate(t('withdrawn')) : s.quantity}`}
            data-testid="product-substitute"
          />
        ))}
      </Box>
      {data && (
        <Typography data-testid="product-quota">
          {data.per_pharmacy
            ? translate(t('quota'), { units: data.per_pharmacy, days: data.period_days ?? 0 })
            : translate(t('noQuota'))}
        </Typography>
      )}
      {data?.wilaya_shares.length ? <SharesLine shares={data.wilaya_shares} /> : null}
      <Button sx={{ mt: 1 }} onClick={() => setEditing(productId)} data-testid="product-shortage-change">
        {translate(t('edit'))}
      </Button>
      <ShortageEditDialog id={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}

/** The quota's shares per wilaya, named as the wilayas' list names them. */
function SharesLine({ shares }: { shares: ShortageRecord['wilaya_shares'] }) {
  const translate = useTranslate();
  const wilayas = useWilayaChoices();
  const name = (id: number) => wilayas.find((w) => w.id === id)?.name ?? String(id);
  return (
    <Typography color="text.secondary" data-testid="product-quota-shares">
      {translate(t('shares'), {
        shares: shares.map((s) => translate(t('share'), { wilaya: name(s.wilaya_id), percent: s.percent })).join(' · '),
      })}
    </Typography>
  );
}
