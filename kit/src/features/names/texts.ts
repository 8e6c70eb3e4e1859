// English texts of name registration.

export const texts = {
  label: 'Name',
  intro: 'A name people can send to instead of your address.',
  rule: 'Use at least 4 letters, digits or hyphens.',
  checking: 'Checking…',
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is taken`,
  others: 'Available names',
  register: 'Register',
  registering: 'Sign the message in your wallet to register the name',
  done: 'Done',
  success: (name: string) => `${name} is yours. It now shows as your profile name.`,
} as const;
