import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

type NameValues = { firstName: string; lastName: string };

/**
 * A person's first and last name, as Create User and Edit User ask for them: two fields of the
 * form around them (the form kit's context), each with its own message.
 */
export function UserNameFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <FormField<NameValues, 'firstName'>
        name="firstName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>First name</FormLabel>
            <FormControl>
              <Input {...field} autoComplete="off" disabled={disabled} required />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField<NameValues, 'lastName'>
        name="lastName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Last name</FormLabel>
            <FormControl>
              <Input {...field} autoComplete="off" disabled={disabled} required />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
