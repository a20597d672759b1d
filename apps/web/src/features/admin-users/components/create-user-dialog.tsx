import type { Role } from '@basisdesk/shared/auth/roles';
import {
  type CreateUserBody,
  type CreateUserInput,
  createUserBodySchema,
  USER_MESSAGES,
} from '@basisdesk/shared/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { NewPasswordField } from '@/components/account-fields';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import { RoleSelect } from './role-select';
import { UserNameFields } from './user-name-fields';

const EMPTY_FORM: CreateUserInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'Customer',
};
const FIELD_ORDER = ['email', 'password', 'firstName', 'lastName', 'role'] as const;

/** 'Create User': any role, verified at once because an admin vouches for the account. */
export function CreateUserDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createUser = useCreateUser();

  return (
    <FormDialog
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      isPending={createUser.isPending}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      }
    >
      <CreateUserForm createUser={createUser} onClose={() => setIsOpen(false)} />
    </FormDialog>
  );
}

function CreateUserForm({
  createUser,
  onClose,
}: {
  createUser: ReturnType<typeof useCreateUser>;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(createUserBodySchema), defaultValues: EMPTY_FORM });

  // Spec §5: an empty required field is 'Please fill in all required fields'; then the server's
  // own rules (a valid e-mail, the password length), each also shown at its field.
  function handleInvalid(errors: FieldErrors<CreateUserInput>) {
    const messages = FIELD_ORDER.map((field) => errors[field]?.message).filter(Boolean);
    toast.error(
      messages.includes(USER_MESSAGES.requiredFields)
        ? USER_MESSAGES.requiredFields
        : (messages[0] ?? 'Failed to create user'),
    );
  }

  function handleSubmit(body: CreateUserBody) {
    if (createUser.isPending) return;
    createUser.mutate(body, {
      onSuccess: () => {
        // The tickets spec's title for the admin's toast; the identity spec's default success
        // message for a new account says what happened to the person.
        toast.success('User created successfully', { description: 'Account created successfully!' });
        onClose();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, 'Failed to create user'));
      },
    });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      onInvalid={handleInvalid}
      title="Create User"
      description="The account can sign in at once; no e-mail verification is needed."
      footer={
        <DialogFormFooter
          isPending={createUser.isPending}
          onCancel={onClose}
          submitLabel="Create User"
          pendingLabel="Creating..."
        />
      }
    >
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" required />
      <NewPasswordField required />
      <div className="grid gap-4 sm:grid-cols-2">
        <UserNameFields />
      </div>
      <FieldBlock control={form.control} name="role" label="Role">
        {(field) => (
          <RoleSelect
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value as Role}
            onValueChange={field.onChange}
          />
        )}
      </FieldBlock>
    </DialogForm>
  );
}
