import { describe, expect, it } from 'vitest';
import { BILLING_DETAILS_MESSAGES, updateBillingDetailsBodySchema } from './billing-details.schema';
import { financialYearLabel, financialYearOf } from './financial-year';
import { placeOfSupplyOf, splitGst } from './gst-split';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { rupeesInWords } from './rupees-in-words';

// Registered GSTINs published by their holders: the check character is GSTN's, not ours.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

describe('gstinProblem', () => {
  it('accepts GSTINs whose check character GSTN computed', () => {
    for (const gstin of VALID) expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a bad checksum: "This GSTIN is not valid: check the 15 characters"', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('This GSTIN is not valid: check the 15 characters');
    // Two characters swapped keep the shape and the state: only the checksum finds it.
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe(BILLING_DETAILS_MESSAGES.checksum);
  });

  it('refuses a state code outside 01–38 and a wrong shape', () => {
    const first14 = '39AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe(BILLING_DETAILS_MESSAGES.state);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe(BILLING_DETAILS_MESSAGES.state);
    for (const shape of ['27AAPFU0939F1Z', '27AAPFU0939F1YV', '2AAAPFU0939F1ZV', '27AAPFU0939F0ZV']) {
      expect(gstinProblem(shape)).toBe(BILLING_DETAILS_MESSAGES.shape);
    }
  });
});

describe('updateBillingDetailsBodySchema', () => {
  it('normalises a GSTIN typed with spaces in lower case, and takes empty fields as none', () => {
    expect(
      updateBillingDetailsBodySchema.parse({ companyName: ' Acme ', address: '', gstin: '27aapfu0939f1zv ' }),
    ).toEqual({ companyName: 'Acme', address: '', gstin: '27AAPFU0939F1ZV' });
    expect(updateBillingDetailsBodySchema.parse({ companyName: '', address: '', gstin: '' }).gstin).toBe('');
  });

  it('names the GSTIN field with the checksum message', () => {
    const result = updateBillingDetailsBodySchema.safeParse({
      companyName: '',
      address: '',
      gstin: '27AAPFU0939F1ZW',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['gstin'], message: BILLING_DETAILS_MESSAGES.checksum },
    ]);
  });
});

describe('splitGst', () => {
  it('splits a GST-inclusive amount in the same state into equal CGST and SGST that add up', () => {
    expect(splitGst(12_000_000, '29', '29')).toEqual({
      kind: 'intra-state',
      taxablePaise: 10_169_492,
      cgstPaise: 915_254,
      sgstPaise: 915_254,
    });
  });

  it('charges IGST for another state', () => {
    expect(splitGst(12_000_000, '29', '27')).toEqual({
      kind: 'inter-state',
      taxablePaise: 10_169_492,
      igstPaise: 1_830_508,
    });
  });

  it('the parts always add up to the amount paid', () => {
    for (const amount of [1, 99, 118, 150_005, 12_345_678]) {
      for (const split of [splitGst(amount, '29', '29'), splitGst(amount, '29', '07')]) {
        const tax = split.kind === 'intra-state' ? split.cgstPaise + split.sgstPaise : split.igstPaise;
        expect(split.taxablePaise + tax).toBe(amount);
      }
    }
  });

  it("the place of supply is the recipient GSTIN's state, else the supplier's", () => {
    expect(placeOfSupplyOf('29AAGCB7383J1Z4', '27AAPFU0939F1ZV')).toBe('27');
    expect(placeOfSupplyOf('29AAGCB7383J1Z4', null)).toBe('29');
  });
});

describe('rupeesInWords', () => {
  it('writes lakh and crore the Indian way, paise after "and"', () => {
    expect(rupeesInWords(12_000_050)).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
    expect(rupeesInWords(12_000_000)).toBe('Rupees One Lakh Twenty Thousand Only');
    expect(rupeesInWords(1_234_567_801)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and One Paise Only',
    );
    expect(rupeesInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(rupeesInWords(1_000_000_000_000)).toBe('Rupees One Thousand Crore Only');
  });
});

describe('financialYearOf', () => {
  it('turns on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });
});
