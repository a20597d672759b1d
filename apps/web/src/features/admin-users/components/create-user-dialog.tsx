import type { Role } from '@basisdesk/shared/auth/roles';
import { createUserBodySchema, USER_MESSAGES } from '@basisdesk/shared/users/users.schema';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateUser } from '../api/create-user';
import { RoleSelect } from './role-select';

const EMPTY_FORM = { email: '', password: '', firstName: '', lastName: '', role: 'Customer' as Role };

/** 'Create User': any role, verified at once because an admin vouches for the account. */
export function CreateUserDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [form, setForm] = useState(EMPTY_FORM);
  const createUser = useCreateUser();

  const setField = (field: keyof typeof EMPTY_FORM) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function handleOpenChange(open: boolean) {
    if (createUser.isPending) return;
    setIsOpen(open);
    if (!open) setForm(EMPTY_FORM);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (createUser.isPending) return;
    const { email, password, firstName, lastName } = form;
    if (!email.trim() || !password || !firstName.trim() || !lastName.trim()) {
      toast.error(USER_MESSAGES.requiredFields);
      return;
    }
    // The server's own rules (valid e-mail, password length) answer at once, without a round trip.
    const parsed = createUserBodySchema.safeParse(form);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Failed to create user');
      return;
    }
    createUser.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('User created successfully');
        setIsOpen(false);
        setForm(EMPTY_FORM);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to create user')),
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
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="create-user-email">Email</Label>
            <Input
              id="create-user-email"
              type="email"
              autoComplete="off"
              required
              value={form.email}
              onChange={(event) => setField('email')(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="create-user-password">Password</Label>
            <PasswordInput
              id="create-user-password"
              autoComplete="new-password"
              required
              value={form.password}
              onChange={(event) => setField('password')(event.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="create-user-first-name">First name</Label>
              <Input
                id="create-user-first-name"
                autoComplete="off"
                required
                value={form.firstName}
                onChange={(event) => setField('firstName')(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="create-user-last-name">Last name</Label>
              <Input
                id="create-user-last-name"
                autoComplete="off"
                required
                value={form.lastName}
                onChange={(event) => setField('lastName')(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="create-user-role">Role</Label>
            <RoleSelect id="create-user-role" value={form.role} onValueChange={setField('role')} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={createUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={createUser.isPending}>
              {createUser.isPending && <Spinner />}
              {createUser.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
