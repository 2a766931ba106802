import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type Lang, SNACKBAR_MS } from '../../contract/constants';
import { type BlobResult, saveBlob } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { BusyButton } from '../BusyButton';
import { LtrText } from '../LtrText';

/** Downloads a credit note's PDF in the interface language (credit_note_{number}_{lang}.pdf). */
export function CreditNoteButton({
  id,
  number,
  fetchPdf,
}: {
  id: number;
  number: string;
  fetchPdf: (id: number, lang: Lang) => Promise<BlobResult>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchPdf(id, lang);
      saveBlob(file.blob, file.filename ?? `credit_note_${number}_${lang}.pdf`);
    } catch {
      notify('shop.disputes.creditNoteFailed', { type: 'error', autoHideDuration: SNACKBAR_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      variant="outlined"
      startIcon={<Download />}
      busy={busy}
      onClick={() => void download()}
      data-testid="credit-note-download"
    >
      {translate('shop.disputes.downloadCreditNote')} ·&nbsp;<LtrText nowrap>{number}</LtrText>
    </BusyButton>
  );
}
