// The router's name for the Pay view.

export const PAY_VIEW = 'Pay';
