// What the Connect view hands a connect-method section a feature module brings (e-mail, socials, …).

export interface ConnectMethodProps {
  /** The legal checkbox is on and not ticked yet. */
  disabled: boolean;
}
