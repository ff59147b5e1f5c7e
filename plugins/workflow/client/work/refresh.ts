/** After a claim, a completion or a start: every cached work list and detail is read again (kept-alive tabs too). */
import { useSWRConfig } from 'swr';

export function useRefreshWork() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'workflow-work');
}
