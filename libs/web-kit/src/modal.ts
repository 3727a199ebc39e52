import { create } from 'zustand';

export interface ModalState {
  type: string | null;
  data: Record<string, unknown> | null;
  /** Opening sets both the type and the data; closing clears both (docs/domains/public-site.md#states). */
  open: (type: string, data?: Record<string, unknown>) => void;
  close: () => void;
}

export const useModal = create<ModalState>()((set) => ({
  type: null,
  data: null,
  open: (type, data) => set({ type, data: data ?? {} }),
  close: () => set({ type: null, data: null }),
}));
