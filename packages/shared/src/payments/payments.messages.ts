import { REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from './payments.limits';

/** The spec's payment words (§8) and the server's refusals, free of zod so light pages can use them. */
export const PAYMENT_MESSAGES = {
  // the customer's flow (spec §8), {reason} filled in by the caller
  initiateFailed: (reason: string) => `Failed to initiate payment: ${reason}`,
  gatewayLoadFailed: 'Failed to load payment gateway',
  missingDetails: 'Payment verification failed: Missing payment details',
  processingError: (reason: string) => `Payment processing error: ${reason}`,
  completed: 'Payment successful! Payment has been completed.',
  verifiedRefreshing: 'Payment verified! Refreshing ticket status...',
  verificationFailed: (reason: string) =>
    `Verification failed: ${reason}. Please refresh the page to check payment status.`,
  verificationTimeout: 'Payment verification timeout - please refresh to check status',
  // the server's refusals
  onlyCustomerPays: 'Only the customer who raised this ticket can pay for it',
  notPayable: 'Only a Closed or Topic Closed ticket can be paid',
  alreadyPaid: 'This ticket has already been paid',
  nothingToPay: 'This ticket has nothing to pay: no hours were logged and it holds no booked time',
  providerUnavailable: 'The payment provider is not available right now. Please try again in a few minutes.',
  signatureInvalid: 'Payment signature is invalid',
  orderUnknown: 'This payment order is not known',
  amountMismatch: 'The payment does not match the order',
  paymentNotCaptured: 'The payment has not been captured',
  webhookSignatureInvalid: 'Webhook signature is invalid',
  webhooksDisabled: 'Webhooks are not configured',
  refundNotPaid: 'Only a paid ticket can be refunded',
  refundInProgress: 'A refund of this payment has already been requested',
  providerRefused: (reason: string) => `The payment provider refused: ${reason}`,
  refundReasonRequired: `Please give a reason of ${REFUND_REASON_MIN_LENGTH} to ${REFUND_REASON_MAX_LENGTH} characters`,
  refundRequested: 'Refund requested. The ticket will show Refunded when Razorpay confirms it.',
  refunded: 'Payment refunded',
  receiptNotIssued: 'A receipt is issued once the ticket is paid',
  creditNoteNotIssued: 'A credit note is issued once the payment is refunded',
  earningsConsultantRequired: 'consultantId is required',
  earningsForConsultantsOnly: 'Earnings are for consultants and admins',
  earningsOwnOnly: 'You can only see your own earnings',
  sandboxOnly: 'The sandbox is only available when no Razorpay keys are configured',
  // the sandbox checkout (DESIGN §4)
  sandboxTitle: 'Sandbox payment',
  sandboxNotice: 'This is a sandbox: no money moves. Choose how the payment should end.',
} as const;
