// A small toast store after shadcn/ui's use-toast: one toast at a time (TOAST_LIMIT),
// shows it TOAST_DURATION_MS, and removes a dismissed toast after TOAST_REMOVE_DELAY_MS.
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the Toaster default (TOAST_DURATION_MS) when left out. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let counter = 0;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces the one on screen. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

const FLASH_KEY = 'woonportaal.flash-toast';

/**
 * Keeps a toast across a full page load: login and registration reload the page, and the
 * confirmation should still be seen on the page that loads next.
 */
export function toastAfterReload(input: { title: string; description?: string; variant?: ToastVariant }) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage can be unavailable (private mode); then the toast is simply not carried over.
  }
}

export function takeFlashToast(): ToastInput | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const parsed = JSON.parse(raw) as { title?: unknown; description?: unknown; variant?: unknown };
    if (typeof parsed.title !== 'string') return null;
    return {
      title: parsed.title,
      description: typeof parsed.description === 'string' ? parsed.description : undefined,
      variant: parsed.variant === 'destructive' || parsed.variant === 'success' ? parsed.variant : 'default',
    };
  } catch {
    return null;
  }
}
