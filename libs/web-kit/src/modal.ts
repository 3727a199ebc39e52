import { create } from 'zustand';

export interface ModalState {
  type: string | null;
  data: Record<string, unknown> | null;
  /** Opening sets both the type and the data; closing clears both (spec 1 §4). */
  open: (type: string, data?: Record<string, unknown>) => void;
  close: () => void;
}

export const useModal = create<ModalState>()((set) => ({
  type: null,
  data: null,
  open: (type, data) => set({ type, data: data ?? {} }),
  close: () => set({ type: null, data: null }),
}));
