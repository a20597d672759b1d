import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

type DownloadCreditNoteInput = { orderId: string; receiptNumber: string };

/** GET Payment/credit-note/{orderId}: a refund's credit note, saved under the receipt it reverses. */
export async function downloadCreditNote({ orderId, receiptNumber }: DownloadCreditNoteInput) {
  const pdf = await api.getFile(`/Payment/credit-note/${encodeURIComponent(orderId)}`, {
    fallbackError: 'Failed to download the credit note',
  });
  saveFile(pdf, `credit-note-for-${receiptNumber.replace(/[^\w.-]+/g, '-')}.pdf`);
}

export const useDownloadCreditNote = () => useMutation({ mutationFn: downloadCreditNote });
