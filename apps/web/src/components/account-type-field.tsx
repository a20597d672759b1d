import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { appConfig } from '@/config/app-config';

export type AccountType = 'Customer' | 'Consultant';

type AccountTypeFieldProps = Omit<
  ComponentProps<typeof RadioGroup>,
  'value' | 'defaultValue' | 'onChange' | 'onValueChange'
> & {
  idPrefix: string;
  value: AccountType | '';
  onChange: (value: AccountType) => void;
  isConsultantEnabled: boolean;
};

/**
 * Customer or Consultant; consultants may sign up themselves only while the admin allows it. The
 * group takes a form's ref and aria attributes: focusing it focuses the chosen (or first) option.
 */
export function AccountTypeField({
  idPrefix,
  value,
  onChange,
  isConsultantEnabled,
  ...props
}: AccountTypeFieldProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Account Type</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as AccountType)}
        className="gap-3"
        {...props}
      >
        <div className="flex items-center gap-3 rounded-md border p-3">
          <RadioGroupItem value="Customer" id={`${idPrefix}-customer`} />
          <Label htmlFor={`${idPrefix}-customer`} className="cursor-pointer">
            Customer: Enterprise User
          </Label>
        </div>
        <div className="flex items-center gap-3 rounded-md border p-3">
          <RadioGroupItem value="Consultant" id={`${idPrefix}-consultant`} disabled={!isConsultantEnabled} />
          <Label
            htmlFor={`${idPrefix}-consultant`}
            className={isConsultantEnabled ? 'cursor-pointer' : 'opacity-70'}
          >
            Consultant: SAP Expert
          </Label>
        </div>
      </RadioGroup>
      {!isConsultantEnabled && (
        <p className="text-sm text-muted-foreground">
          Consultant registration is currently closed. Please contact{' '}
          <a href={`mailto:${appConfig.supportEmail}`} className="font-medium text-brand-text underline">
            {appConfig.supportEmail}
          </a>{' '}
          to register as a consultant.
        </p>
      )}
    </fieldset>
  );
}
