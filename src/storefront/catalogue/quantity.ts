/** What a quantity field holds after the rules of spec 000 §5 are applied to what was typed. */
export interface QuantityState {
  /** '' while the field is empty */
  value: number | '';
  /** the user asked for more than the stock: the value was capped (message "beyond available quantity") */
  beyond: boolean;
}

/**
 * Quantity inputs (spec 000 §5): a number, min 0, capped at the available stock; negative or non-numeric
 * becomes 0; decimals are dropped (D12 wants whole numbers).
 */
export function clampQuantity(raw: string | number, stock: number): QuantityState {
  const text = String(raw).trim();
  if (text === '') return { value: '', beyond: false };
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return { value: 0, beyond: false };
  const whole = Math.floor(n);
  const max = Math.max(0, stock);
  return whole > max ? { value: max, beyond: true } : { value: whole, beyond: false };
}

/** The add/update button is disabled when the quantity is 0, empty or unchanged (spec 000 §5). */
export const canSubmitQuantity = (value: number | '', current: number) =>
  value !== '' && value > 0 && value !== current;
