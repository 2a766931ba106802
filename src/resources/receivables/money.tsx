import { formatDZD } from '../../contract/constants';
import { LtrText } from '../../components/LtrText';
import { useLang } from '../../i18n/useLang';

/** An amount in DZD, read left to right on an Arabic page too. */
export function Money({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const lang = useLang();
  if (value === null || value === undefined) return null;
  return (
    <span data-testid={testId}>
      <LtrText nowrap>{formatDZD(value, lang)}</LtrText>
    </span>
  );
}

/** Payment terms in words: on delivery or n days. */
export const termsLabel = (translate: (key: string, vars?: Record<string, unknown>) => string, days: number) =>
  days === 0 ? translate('receivables.terms.0') : translate('receivables.terms.days', { days });
