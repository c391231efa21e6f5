/** The code-entry page with the address the code went to (`?email=`), from its path. */
export const verificationHref = (path: string, email: string) => `${path}?${new URLSearchParams({ email })}`;
