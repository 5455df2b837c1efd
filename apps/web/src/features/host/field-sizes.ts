/** A text field as large as the buttons around it: a thumb hits it and the words read outdoors. */
export const BIG_FIELD = { height: 48, fontSize: 'var(--font-size-5)' } as const;

/** A native list to choose from (a child's team, an award's child), as large as the buttons. */
export const BIG_SELECT = { minHeight: 48, fontSize: 'var(--font-size-4)', width: '100%', borderRadius: 8 } as const;
