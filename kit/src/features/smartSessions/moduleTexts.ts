// The smart-sessions module's texts needed before its tab loads (apart from texts.ts, so the tab's texts stay in its chunk).

export const moduleTexts = {
  tab: 'Sessions',
} as const;
