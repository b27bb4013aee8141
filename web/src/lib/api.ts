// Calls to the Worker (docs/product.md#7-the-api): cookies always sent, JSON bodies, and any non-OK
// response becomes an Error '{status}: {body text or status text}'.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { dataUrl } from './query-keys';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /**
   * The refusal's JSON body (`{ message, issues? }` and whatever else the Worker adds to it: a
   * `reason`, the bookings a change would cancel), or an empty object when it has none.
   */
  get details(): { message?: unknown; issues?: { path?: string; message?: string }[]; [field: string]: unknown } {
    try {
      const body: unknown = JSON.parse(this.body);
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  /** The Worker's own Italian sentence for this refusal (`{ message }`), if the body has one. */
  get serverMessage(): string | undefined {
    const { message } = this.details;
    return typeof message === 'string' ? message : undefined;
  }

  /** The fields an invalid request named (`issues`: path and Italian message), first first. */
  get issues(): { path: string; message: string }[] {
    const { issues } = this.details;
    return Array.isArray(issues) ? issues.map((i) => ({ path: String(i.path ?? ''), message: String(i.message ?? '') })) : [];
  }
}

export async function api<T = unknown>(path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    credentials: 'include',
    headers: init.json !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return answerOf<T>(res);
}

/** The JSON body of a successful answer; any refusal becomes an ApiError (the typed client's too). */
export async function answerOf<T>(res: Response): Promise<T> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/**
 * The events and galleries lists (docs/product.md#7-the-api): always stale and refetched on window focus,
 * except in the 2 s after a read, so a page mounting does not fetch them again when the route's
 * prefetch (app/prefetch.ts) has just brought them.
 */
export const staleListOptions = { staleTime: 2_000, refetchOnWindowFocus: true } as const;

/** The default read: the URL is the query key's parts joined with slashes. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => api(dataUrl(queryKey));

// docs/product.md#9-constants-and-limits: no retries, no interval, no refetch on focus, data never stale (the events
// and galleries lists override this with staleListOptions, the featured dishes where defined).
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
