import { USER_MESSAGES } from '@basisdesk/shared/users/users.messages';
import type { User } from '@basisdesk/shared/users/users.schema';
import { Download, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { EmptyList, StaleRows, TableActionsCell, TableSkeletonRows } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { showFailureToast } from '@/lib/failure-toast';
import { DOWNLOAD_USER_DATA_FAILED, useDownloadUserData } from '../api/download-user-data';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { RoleSelect } from './role-select';
import { userFullName } from './user-name';
import { UserStatusBadge } from './user-status-badge';
import { UserStatusDialog } from './user-status-dialog';

type UsersTableProps = {
  users: User[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** The signed-in admin: their own row cannot be deactivated (the server refuses it too). */
  currentUserId: string | undefined;
  /** The previous page's rows are shown while the next page loads: dim them so nobody acts on them. */
  isStale?: boolean;
  /** The signed-in admin's second factor, whose code confirms a deletion. */
  secondFactor: SecondFactorState;
};

/**
 * Name, Email, Role, Status, Actions; Edit, activate/deactivate and Delete open their dialogs,
 * Download data saves the user's data (decision 041).
 */
export function UsersTable({
  users,
  isPending,
  error,
  currentUserId,
  isStale = false,
  secondFactor,
}: UsersTableProps) {
  const [editing, setEditing] = useState<User | null>(null);
  const [changingStatus, setChangingStatus] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  if (error && !users) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
        Error loading users: {error.message}
      </p>
    );
  }

  const isEmpty = !isPending && users?.length === 0;

  return (
    <>
      {isEmpty ? (
        <EmptyList>No users found</EmptyList>
      ) : (
        <StaleRows isStale={isStale}>
          <UsersTableRows
            users={users}
            isPending={isPending}
            currentUserId={currentUserId}
            onEdit={setEditing}
            onChangeStatus={setChangingStatus}
            onDelete={setDeleting}
          />
        </StaleRows>
      )}
      {/* Always mounted: a status change that empties a filtered list must still finish and toast. */}
      <EditUserDialog user={editing} currentUserId={currentUserId} onClose={() => setEditing(null)} />
      <UserStatusDialog user={changingStatus} onClose={() => setChangingStatus(null)} />
      <DeleteUserDialog user={deleting} secondFactor={secondFactor} onClose={() => setDeleting(null)} />
    </>
  );
}

function UsersTableRows({
  users,
  isPending,
  currentUserId,
  onEdit,
  onChangeStatus,
  onDelete,
}: Omit<UsersTableProps, 'error' | 'isStale' | 'secondFactor'> & {
  onEdit: (user: User) => void;
  onChangeStatus: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const download = useDownloadUserData();
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isPending && <TableSkeletonRows rows={5} columns={5} barClassName="w-24" />}
          {users?.map((user) => {
            const name = userFullName(user);
            const isSelf = user.id === currentUserId;
            const isActive = user.status === 'Active';
            return (
              <TableRow key={user.id}>
                <TableCell className="font-medium whitespace-nowrap">
                  {name}
                  {isSelf && (
                    <Badge variant="outline" className="ml-2">
                      You
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{user.email}</TableCell>
                <TableCell>
                  <RoleSelect
                    value={user.role}
                    disabled
                    aria-label={`Role of ${name}`}
                    className="h-9 w-36"
                  />
                </TableCell>
                <TableCell>
                  <UserStatusBadge status={user.status} />
                </TableCell>
                <TableActionsCell>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${name}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant={isActive ? 'outline' : 'secondary'}
                    size="sm"
                    className="w-32"
                    disabled={isActive && isSelf}
                    onClick={() => onChangeStatus(user)}
                    aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${name}`}
                  >
                    {isActive ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
                    {isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <DownloadDataButton user={user} name={name} download={download} />
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive dark:text-red-300"
                    // An admin's own account is deleted from Settings (the server refuses it here).
                    disabled={isSelf}
                    onClick={() => onDelete(user)}
                    aria-label={`Delete ${name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </TableActionsCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="mt-3 text-xs text-muted-foreground">{USER_MESSAGES.roleChangesDisabled}.</p>
    </>
  );
}

/** One row's "Download data": busy while that user's ZIP is fetched, refusals (429) in the server's words. */
function DownloadDataButton({
  user,
  name,
  download,
}: {
  user: User;
  name: string;
  download: ReturnType<typeof useDownloadUserData>;
}) {
  const isDownloading = download.isPending && download.variables?.id === user.id;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isDownloading}
      onClick={() =>
        download.mutate(user, { onError: (failure) => showFailureToast(DOWNLOAD_USER_DATA_FAILED, failure) })
      }
      aria-label={`Download data of ${name}`}
    >
      {isDownloading ? <Spinner /> : <Download aria-hidden="true" />}
      Download data
    </Button>
  );
}
