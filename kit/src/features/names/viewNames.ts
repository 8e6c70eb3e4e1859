// The router's names for the name-registration views (spec §2).

export const REGISTER_NAME_VIEW = 'RegisterAccountName';
export const REGISTER_NAME_SUCCESS_VIEW = 'RegisterAccountNameSuccess';
