// Notifications (docs/product.md#4-states and #9-constants-and-limits): at most one visible; shown 5 s unless dismissed.
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(t: Omit<Toast, 'id'>): number {
  const id = nextId++;
  // The newest replaces the others: only TOAST_LIMIT are kept.
  toasts = [{ ...t, id }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
