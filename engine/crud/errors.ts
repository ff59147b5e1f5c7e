/** Whether an error was already shown to the user (the HTTP transport toasts every failure it rejects with). */
export function alreadyShown(e: unknown): boolean {
  const kind = typeof e === 'object' && e !== null ? (e as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && kind !== 'white-list';
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e ?? ''));
