// The admin session as the UI sees it: the auth check, and what happens when a save meets an
// expired session (docs/decisions/008-admin-in-the-browser.md): the owner logs in again in a dialog, nothing typed is lost, and the
// save is retried.
import { type QueryClient, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '../components/ui/toast-store';
import { api, ApiError } from '../lib/api';
import type { Role } from '#domain/roles';

const authKey = ['/api/check-auth'];
/** Who is logged in: their role decides the tabs they see (docs/decisions/025-people-and-roles.md). */
export interface AuthState {
  authenticated: boolean;
  role?: Role;
  name?: string;
}
export const useAuthCheck = () => useQuery<AuthState>({ queryKey: authKey });
/**
 * Whether the browser kept the session a login has just set: one that refuses the cookie (cookies
 * blocked; Safari over http://localhost, which keeps no Secure cookie) is logged in by nobody.
 */
export const sessionKept = async (queryClient: QueryClient) =>
  (await queryClient.fetchQuery<AuthState>({ queryKey: authKey, staleTime: 0 })).authenticated;

// ---- Expired sessions -------------------------------------------------------------------------

type Waiter = { resolve: () => void; reject: (error: unknown) => void };
let waiting: Waiter[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Whether a save is waiting for the owner to log in again. */
export const useSessionExpired = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting.length > 0,
  );

/**
 * A save the owner gave up by closing the re-login dialog. It is not a 401: an adminCall around
 * another (a record saved with its photos) passes it on instead of asking again, and a series of
 * uploads stops at it rather than asking once per photo.
 */
export class LoginCancelled extends Error {
  constructor() {
    super('Sessione scaduta: accesso annullato');
    this.name = 'LoginCancelled';
  }
}

/** Called by the re-login dialog: the waiting saves go on (after a login) or give up (cancel). */
export function settleExpiredSession(loggedIn: boolean) {
  const settled = waiting;
  waiting = [];
  emit();
  for (const w of settled) {
    if (loggedIn) w.resolve();
    else w.reject(new LoginCancelled());
  }
}

/**
 * Runs an admin call; on 401 it waits for the owner to log in again, then runs it once more. If
 * the owner cancels, it fails with LoginCancelled. Calls may nest: the inner one handles the 401.
 */
export async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject });
      emit();
    });
    return call();
  }
}

/**
 * A change made in the admin: the call survives an expired session, and the lists it touches are
 * refetched afterwards (docs/product.md#7-the-api), so the public pages show it on their next load.
 */
export function useAdminMutation<V, T = unknown>(options: {
  call: (variables: V) => Promise<T>;
  invalidates: QueryKey[];
  onSuccess?: (data: T, variables: V) => void;
  /** With what was sent, so that a refusal can ask the owner and send it again. */
  onError?: (error: unknown, variables: V) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => adminCall(() => options.call(variables)),
    onSuccess: async (data, variables) => {
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(data, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

export const loginRequest = (username: string, password: string) =>
  api<{ authenticated: boolean }>('/api/login', { json: { username, password } });

/**
 * Saving one record of a plain resource (sections, items, dishes): `save` updates it when it
 * exists and creates it when new (the feature's typed call); the list is refetched, a toast says
 * what happened, and the form closes on success.
 */
export function useSaveRecord<Body>(options: {
  save: (id: number | undefined, body: Body) => Promise<unknown>;
  id: number | undefined;
  invalidates: QueryKey[];
  messages: { created: string; updated: string; failed: string };
  /** Called with the saved record's id, so that the list can show it. */
  onDone: (saved: { id: number }) => void;
}) {
  const { save, id, messages } = options;
  return useAdminMutation({
    call: (body: Body) => save(id, body),
    invalidates: options.invalidates,
    onSuccess: (saved) => {
      toast({ title: id !== undefined ? messages.updated : messages.created });
      const savedId = (saved as { id?: unknown } | null)?.id;
      options.onDone({ id: typeof savedId === 'number' ? savedId : id! });
    },
    onError: () => toast({ variant: 'destructive', title: messages.failed }),
  });
}

/**
 * The Worker's Italian sentence for a refusal: its first field's (which names the field, 'Orari di
 * giovedì: …'), or its own, or a general one that names what `failed`.
 */
export function refusalOf(error: unknown, failed = 'Salvataggio non riuscito'): string {
  if (!(error instanceof ApiError)) return `${failed}: controlla la connessione e riprova.`;
  return error.issues[0]?.message || error.serverMessage || `${failed}: riprova.`;
}
