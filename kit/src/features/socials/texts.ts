// English texts of the social-login feature.

export const texts = {
  group: 'Social login',
} as const;
