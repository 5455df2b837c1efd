/** "tel:" target for a display number such as "(555) 123-4567": digits only, keeping a leading +. */
export const telHref = (phone: string): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
