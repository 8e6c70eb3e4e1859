// English texts of the social-login feature.

export const texts = {
  group: 'Social login',
  more: 'More sign-in options',
} as const;
