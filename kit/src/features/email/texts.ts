// English texts of the e-mail feature.

export const texts = {
  field: 'E-mail',
  continue: 'Continue',
  passkey: 'Sign in with a passkey',
} as const;
