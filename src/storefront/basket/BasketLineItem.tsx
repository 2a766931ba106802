import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDZD, type Lang } from '../../contract/constants';
import { ExclTaxMark } from '../catalogue/ExclTaxMark';
import { ProductImage } from '../catalogue/ProductImage';
import { canSubmitQuantity, type QuantityState } from '../catalogue/quantity';
import { QuantityInput } from '../catalogue/QuantityInput';
import { TextWithLtr } from '../../components/LtrText';
import { contentText } from '../../i18n/lang';
import { monthYear } from './expirySeen';
import type { BasketLineInfo } from './useBasket';
import { BasePrice, isolate } from '../pricing/PricingNotes';
import { LinePricing } from './LinePricing';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/** A date inside a sentence, isolated from the text's direction (Arabic: FSI … PDI). */

interface BasketLineItemProps {
  line: BasketLineInfo;
  lang: Lang;
  busy: boolean;
  onUpdate: (productId: number, quantity: number) => void;
  onRemove: (line: BasketLineInfo) => void;
  /** told what the field holds while it differs from the basket (null once it matches again) */
  onDraft: (productId: number, value: number | '' | null) => void;
  /** the earliest expiry is sooner than when the line was added (D95) */
  expiryChanged?: { now: string; was: string } | null;
}

/**
 * One basket line: picture, name, unit price paid (the catalogue price struck through when lower), its discount, free
 * units and next offer, quantity with update, line total, remove; stock problems flagged.
 */
export function BasketLineItem({ line, lang, busy, onUpdate, onRemove, onDraft, expiryChanged }: BasketLineItemProps) {
  const translate = useTranslate();
  const { t: st } = useShortageTexts();
  const stock = line.unavailable ? 0 : line.product_quantity;
  // the field may hold the basket quantity even above the stock, so a flagged line shows what was asked
  const [state, setState] = useState<QuantityState>({ value: line.selected_quantity, beyond: false });
  useEffect(() => setState({ value: line.selected_quantity, beyond: false }), [line.selected_quantity]);
  // a quantity typed but not applied is the page's to apply before payment (issue 26)
  useEffect(
    () => onDraft(line.product_id, state.value === line.selected_quantity ? null : state.value),
    [onDraft, line.product_id, line.selected_quantity, state.value],
  );
  useEffect(() => () => onDraft(line.product_id, null), [onDraft, line.product_id]);
  const name = contentText(lang, { fr: line.name, en: line.name, ar: line.nameAr });
  const canUpdate = canSubmitQuantity(state.value, line.selected_quantity) && !busy && stock > 0;

  return (
    <Box
      data-testid={`line-${line.product_id}`}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '88px minmax(0, 1fr) auto' },
          gap: { xs: 1.5, sm: 2 },
          alignItems: 'center',
        }}
      >
        <Box component={Link} to={`/post/${line.product_id}/detail`} sx={{ display: 'block' }}>
          <ProductImage path={line.mainImage ?? line.default_image} alt={name} rounded={2} dim={line.unavailable} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <MuiLink
            component={Link}
            to={`/post/${line.product_id}/detail`}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
          >
            {name}
          </MuiLink>
          {line.ref && (
            <Typography variant="body2" color="text.secondary" data-testid={`line-ref-${line.product_id}`}>
              <TextWithLtr format={(ref) => translate('shop.product.reference', { ref })} value={line.ref} />
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('shop.basket.unitPriceOf', { amount: isolate(formatDZD(line.unity_price, lang)) })}
            <BasePrice
              paid={line.unity_price}
              base={line.base_price}
              lang={lang}
              size={14}
              testId={`line-base-${line.product_id}`}
            />
          </Typography>
          <LinePricing line={line} lang={lang} stock={stock} busy={busy} onUpdate={onUpdate} />
          {line.earliest_expiry && (
            <Typography variant="body2" color="text.secondary" data-testid={`line-expiry-${line.product_id}`}>
              {translate('shop.expiry.basket', { expiry: isolate(monthYear(line.earliest_expiry)) })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <QuantityInput
              value={state.value}
              stock={Math.max(stock, 0)}
              onChange={setState}
              disabled={busy || stock <= 0}
              testId={`basket-qty-${line.product_id}`}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={!canUpdate}
              onClick={() => state.value !== '' && onUpdate(line.product_id, state.value)}
              data-testid={`update-${line.product_id}`}
            >
              {translate('shop.basket.update')}
            </Button>
            <Tooltip title={translate('shop.basket.remove')}>
              <span>
                <IconButton
                  aria-label={translate('shop.basket.removeLabel', { name })}
                  onClick={() => onRemove(line)}
                  disabled={busy}
                  color="error"
                  size="small"
                  data-testid={`remove-${line.product_id}`}
                >
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          {state.beyond && stock > 0 && (
            <Typography variant="caption" color="warning.main" fontWeight={600} role="status">
              {translate('shop.stock.beyond')}
            </Typography>
          )}
        </Box>
        <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, textAlign: { sm: 'right' }, whiteSpace: 'nowrap' }}>
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: 17 }}
            data-testid={`line-total-${line.product_id}`}
          >
            {formatDZD(line.total_price, lang)}
          </Typography>
          <ExclTaxMark />
        </Box>
      </Box>
      {expiryChanged && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid={`expiry-changed-${line.product_id}`}>
          {translate('shop.expiry.changed', {
            now: isolate(monthYear(expiryChanged.now)),
            was: isolate(monthYear(expiryChanged.was)),
          })}
        </Alert>
      )}
      {!!line.backorder_quantity && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, fontWeight: 600 }}
          data-testid={`line-backorder-${line.product_id}`}
        >
          {st('shop.backorder.line', {
            smart_count: line.backorder_quantity,
            amount: formatDZD(line.backorder_total ?? 0, lang),
          })}
        </Typography>
      )}
      {(line.insufficient_stock || line.unavailable) && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid={`insufficient-${line.product_id}`}>
          {line.unavailable
            ? translate('shop.basket.unavailable')
            : translate('shop.basket.insufficient', { smart_count: line.product_quantity })}
        </Alert>
      )}
    </Box>
  );
}
