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
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { Spinner } from '@/components/ui/spinner';
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
  const form = useForm({ resolver: zodResolver(createUserBodySchema), defaultValues: EMPTY_FORM });
  const createUser = useCreateUser();

  function handleOpenChange(open: boolean) {
    if (createUser.isPending) return;
    setIsOpen(open);
    if (!open) form.reset(EMPTY_FORM);
  }

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
        setIsOpen(false);
        form.reset(EMPTY_FORM);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, 'Failed to create user'));
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>
            The account can sign in at once; no e-mail verification is needed.
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={handleSubmit} onInvalid={handleInvalid} className="grid gap-4">
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            required
          />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
          />
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
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={createUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={createUser.isPending}>
              {createUser.isPending && <Spinner />}
              {createUser.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
