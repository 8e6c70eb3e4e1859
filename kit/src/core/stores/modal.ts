// Whether the modal is open, and its loading flag (toggled on every open and close).

import { atom } from 'nanostores';

export interface ModalState {
  open: boolean;
  loading: boolean;
}

export const $modal = atom<ModalState>({ open: false, loading: false });
