import type { User } from '@basisdesk/shared/users/users.schema';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ROLE_CHANGES_DISABLED_NOTE, RoleSelect } from './role-select';
import { userFullName } from './user-name';
import { UserStatusBadge } from './user-status-badge';

/**
 * Spec §5: in the Edit User dialog first name, last name and role are disabled, and the edit
 * item has no further behaviour, so the dialog shows the account and closes; nothing is saved.
 */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user ? `Account details of ${userFullName(user)}.` : ''}</DialogDescription>
        </DialogHeader>
        {user && (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="edit-user-email">Email</Label>
              <Input id="edit-user-email" type="email" value={user.email} readOnly />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="edit-user-first-name">First name</Label>
                <Input id="edit-user-first-name" value={user.firstName} disabled />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="edit-user-last-name">Last name</Label>
                <Input id="edit-user-last-name" value={user.lastName} disabled />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="edit-user-role">Role</Label>
              <RoleSelect
                id="edit-user-role"
                value={user.role}
                disabled
                aria-describedby="edit-user-role-note"
              />
              <p id="edit-user-role-note" className="text-sm text-muted-foreground">
                {ROLE_CHANGES_DISABLED_NOTE}
              </p>
            </div>
            <div className="flex items-center gap-2 text-sm">
              <span className="font-medium">Status</span>
              <UserStatusBadge status={user.status} />
            </div>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
