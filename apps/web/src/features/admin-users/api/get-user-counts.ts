import { useUsers } from './list-users';

/** The counts over all users come with any page of the list: one row is asked for, for the counts alone. */
export const useUserCounts = () => {
  const { data, error } = useUsers({ pageSize: 1 });
  return { counts: data?.counts, error };
};
