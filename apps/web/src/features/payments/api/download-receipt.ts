import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

type DownloadReceiptInput = { orderId: string; receiptNumber: string };

/** GET Payment/receipt/{orderId}: the receipt's PDF, saved as receipt-<number>.pdf. */
export async function downloadReceipt({ orderId, receiptNumber }: DownloadReceiptInput) {
  const pdf = await api.getFile(`/Payment/receipt/${encodeURIComponent(orderId)}`, {
    fallbackError: 'Failed to download the receipt',
  });
  // A number such as BD/2026/0001 keeps only characters a file name may hold.
  saveFile(pdf, `receipt-${receiptNumber.replace(/[^\w.-]+/g, '-')}.pdf`);
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
