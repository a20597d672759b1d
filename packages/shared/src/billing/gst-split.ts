import { gstinStateCode } from './gstin';

/**
 * GST on the platform's service (decision 049): SAC 998313, 18 %. The prices the app charges are
 * GST-inclusive: the amount paid is never changed by invoicing, it is split into its taxable value
 * and the tax in it. Amounts are integer paise.
 */
export const SAC_CODE = '998313';
export const GST_RATE_PERCENT = 18;

export type GstSplit =
  | { kind: 'intra-state'; taxablePaise: number; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter-state'; taxablePaise: number; igstPaise: number };

/**
 * The place of supply of a service to a registered recipient is the recipient's state, else the
 * supplier's (IGST Act s. 12(2)); the same state is CGST 9 % + SGST 9 %, another IGST 18 %. CGST
 * and SGST are rounded once and doubled, so they are equal and the parts add up to the amount paid.
 */
export function splitGst(
  amountPaise: number,
  supplierStateCode: string,
  placeOfSupplyStateCode: string,
): GstSplit {
  const inclusive = 100 + GST_RATE_PERCENT;
  if (supplierStateCode === placeOfSupplyStateCode) {
    const halfPaise = Math.round((amountPaise * (GST_RATE_PERCENT / 2)) / inclusive);
    return {
      kind: 'intra-state',
      taxablePaise: amountPaise - 2 * halfPaise,
      cgstPaise: halfPaise,
      sgstPaise: halfPaise,
    };
  }
  const igstPaise = Math.round((amountPaise * GST_RATE_PERCENT) / inclusive);
  return { kind: 'inter-state', taxablePaise: amountPaise - igstPaise, igstPaise };
}

/** The recipient's GSTIN's state when they gave one, else the supplier's own. */
export const placeOfSupplyOf = (supplierGstin: string, recipientGstin: string | null) =>
  gstinStateCode(recipientGstin ?? supplierGstin);
