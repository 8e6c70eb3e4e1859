// Whether the modal is open, and its loading flag (toggled on every open and close).


export interface ModalState {
  open: boolean;
  loading: boolean;
}
